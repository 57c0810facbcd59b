import { useEffect, useRef } from 'react';
import { periodFromQuery, YEARLY_QUERY_VALUE, type RecurrencePeriod } from '~/domain/period';
import SegmentedRadios from './SegmentedRadios';

export interface PeriodSwitchProps {
  legend: string;
  monthly: string;
  yearly: string;
  /** A note after the options; the plans page leaves it out and labels each saving card instead (decision 020). */
  saving?: string | undefined;
}

/** Keeps `period=y` in the page address, so a shared or reloaded link shows the same prices. */
function writePeriodToUrl(period: RecurrencePeriod): void {
  const url = new URL(location.href);
  if (period === 'YEARLY') url.searchParams.set('period', YEARLY_QUERY_VALUE);
  else url.searchParams.delete('period');
  history.replaceState(history.state, '', url);
}

/**
 * The monthly/yearly switch (part 1 §2). Without JavaScript the radios and CSS do everything; once
 * hydrated it also opens on yearly for `?period=y` and keeps the address in step.
 */
export default function PeriodSwitch({ legend, monthly, yearly, saving, value, onChange }: PeriodSwitchProps & { value: RecurrencePeriod; onChange: (period: RecurrencePeriod) => void }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const asked = periodFromQuery(new URLSearchParams(location.search).get('period'));
    // period=y in the address wins; otherwise a choice made before hydration is kept (and written down).
    const checked = ref.current?.querySelector<HTMLInputElement>('input:checked')?.value as RecurrencePeriod | undefined;
    const period = asked === 'YEARLY' ? 'YEARLY' : (checked ?? 'MONTHLY');
    onChange(period);
    if (period !== asked) writePeriodToUrl(period);
  }, []); // deliberately not every dependency: once, after hydration
  const change = (value: string) => {
    const period = value as RecurrencePeriod;
    onChange(period);
    writePeriodToUrl(period);
  };
  return (
    <SegmentedRadios
      name="plans-period"
      legend={legend}
      options={[{ value: 'MONTHLY', label: monthly }, { value: 'YEARLY', label: yearly }]}
      value={value}
      fieldsetRef={ref}
      onChange={change}
      note={saving}
    />
  );
}
