import { onReset } from '~/stores/reset';
import type { PaymentResult } from '../payment-result';
import { updateInvoiceOnEntry } from './invoice-on-entry';
import { rememberTestVisit } from './skip-confirmation';

/** Results already tracked on this page: entering step 3 again with the same result never sends twice. */
let tracked = new WeakSet<object>();
const TEST_VISIT = {};
onReset('page', () => {
  tracked = new WeakSet<object>();
});

/**
 * What step 3 does on entry (part 2 §2, §4.5; decision 035), run by enterConfirmation (enter.ts), loaded with its
 * first use:
 * - a test visit's step 3 (no result) stores its skip flag and redirect first;
 * - the purchase is tracked once per result (the tracking module loads only now; a failure to load it is ignored:
 *   tracking never stops the checkout);
 * - the invoice is updated (non-recurring for some methods, the note cleared after 300 ms).
 * The 5-second countdown to the after-payment target starts when its screen shows (PaidScreen, PixAwaiting once the
 * pix is paid), so the buyer sees all five seconds even when step 3's code loads slowly.
 */
export function startConfirmation(result: PaymentResult | null): void {
  rememberTestVisit();
  const key = result ?? TEST_VISIT;
  if (!tracked.has(key)) {
    tracked.add(key);
    import('~/stores/tracking/purchase-tracking').then((m) => m.trackPurchase(result), () => undefined).catch(() => undefined);
  }
  if (!result) return;
  void updateInvoiceOnEntry(result);
}
