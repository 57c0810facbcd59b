import { useEffect } from 'react';
import { rememberTestVisit } from '~/stores/checkout/confirmation/skip-confirmation';
import type { PaymentResult } from '~/stores/checkout/payment/payment-result';
import { onReset } from '~/stores/reset';

/** Results already tracked on this page: a re-render or a remount of step 3 never sends twice. */
let tracked = new WeakSet<object>();
const TEST_VISIT = {};
onReset('page', () => (tracked = new WeakSet()));

/**
 * Step 3's tracking (part 2 §4.5 "Tracking"; decision 035): loads the tracking module lazily, only on this step, and
 * tracks each payment result once (`null`: the test visit's confirmation, which the module itself may skip).
 * A failure to load it is ignored: tracking never stops the checkout. A test visit's step 3 stores its skip flag and
 * redirect first (part 2 §2).
 */
export function usePurchaseTracking(result: PaymentResult | null): void {
  useEffect(() => {
    rememberTestVisit();
    const key = result ?? TEST_VISIT;
    if (tracked.has(key)) return;
    tracked.add(key);
    import('~/stores/tracking/purchase-tracking').then((m) => m.trackPurchase(result), () => undefined).catch(() => undefined);
  }, [result]);
}
