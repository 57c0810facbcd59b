import { useEffect, useRef } from 'react';
import type { PlanKind } from '~/build-data/plans-model';
import SegmentedRadios, { type RadioOption } from './SegmentedRadios';

export interface PlanKindToggleProps {
  legend: string;
  options: readonly (RadioOption & { value: PlanKind })[];
  initial: PlanKind;
}

/** The normal / trial / WordPress toggle (part 1 §2). The CSS switches the views; this reports the choice. */
export default function PlanKindToggle({ legend, options, initial, value, onChange }: PlanKindToggleProps & { value: PlanKind; onChange: (kind: PlanKind) => void }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The visitor may have picked a kind before hydration: the DOM is the truth then.
    const checked = ref.current?.querySelector<HTMLInputElement>('input:checked')?.value as PlanKind | undefined;
    onChange(checked ?? initial);
  }, []); // deliberately not every dependency: once, after hydration
  return <SegmentedRadios name="plans-kind" legend={legend} options={options} value={value} fieldsetRef={ref} onChange={(value) => onChange(value as PlanKind)} />;
}
