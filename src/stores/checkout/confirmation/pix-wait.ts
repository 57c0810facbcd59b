import type { PaymentResult } from '../payment-result';
import { $pixMinutesLeft, pixExpiryFromNow, startPixCountdown, stopPixCountdown } from './pix-countdown';
import { startPixPolling, stopPixPolling } from './pix-polling';
import { startRedirectCountdown } from './redirect-countdown';

/** Does step 3 wait for this result's pix (its screen is the pix wait, PixAwaiting)? */
export function awaitsPix(result: PaymentResult): boolean {
  return result.kind === 'pending' && result.artifact?.kind === 'pix';
}

/**
 * The pix wait of step 3 (part 2 §4.5, §9), started when its screen shows (PixAwaiting) for a result that awaits its
 * pix: the minutes left from the office's expiry (10 from now when it gave none), counted down in 60-second steps; the
 * notification polled every 5 s until paid, then the 5-second redirect countdown. The countdown reaching zero stops
 * the polling; a resumed pix already past its 10 minutes is expired at once and polls nothing. A second start while
 * it runs changes nothing; "Generate a new pix" (new-pix.ts) stops both, and the new pix's entry starts them again.
 */
export function startPixWait(result: PaymentResult): void {
  if (!awaitsPix(result)) return;
  startPixCountdown(result.pixExpiresAt ?? pixExpiryFromNow(), stopPixPolling);
  const { hashToken } = result;
  if (!hashToken || $pixMinutesLeft.get() === 0) return;
  startPixPolling(hashToken, () => {
    stopPixCountdown();
    startRedirectCountdown({ ...result, kind: 'paid' });
  });
}
