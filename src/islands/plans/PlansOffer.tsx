import { useState } from 'react';
import type { PlanKind } from '~/build-data/plans-model';
import type { RecurrencePeriod } from '~/domain/period';
import CouponCheck, { type CouponCheckProps } from './CouponCheck';
import PeriodSwitch, { type PeriodSwitchProps } from './PeriodSwitch';
import PlanKindToggle, { type PlanKindToggleProps } from './PlanKindToggle';

interface Props {
  kind: PlanKindToggleProps;
  period: PeriodSwitchProps;
  coupon: CouponCheckProps;
}

/**
 * The plans page's one island: the plan-kind toggle, the period switch and the coupon price check. They
 * sit together above the cards and share what is in view, so they hydrate as one (one React start-up and
 * one chunk keep the page under its 75 KB budget, DESIGN.md "Performance budgets").
 */
export default function PlansOffer({ kind, period, coupon }: Props) {
  const [kindInView, setKind] = useState<PlanKind>(kind.initial);
  const [periodInView, setPeriod] = useState<RecurrencePeriod>('MONTHLY');
  return (
    <>
      <div className="offer-controls">
        <PlanKindToggle {...kind} value={kindInView} onChange={setKind} />
        <PeriodSwitch {...period} value={periodInView} onChange={setPeriod} />
      </div>
      <CouponCheck {...coupon} kind={kindInView} period={periodInView} />
    </>
  );
}
