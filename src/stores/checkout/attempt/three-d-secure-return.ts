import { verifyThreeDSecureReturn } from '~/api/payment/verify-three-d-secure';
import { isAcceptedCurrency } from '~/domain/currencies';
import { paymentOutcome, type GatewayResult } from '~/domain/payment-response';
import { $appliedCoupon } from '../coupon/coupon';
import { $options, $product, $user } from '../session';
import { openAttempt } from './attempt-key';
import { applyOutcome } from './outcome';
import { onReset } from '~/stores/reset';
import { dispatch } from './dispatch';
import { chooseMethod } from '../choice/selection';
import { $cartTotals } from '../cart/cart';
import { isPaymentMethod } from '~/domain/payment-methods';

let verified: Promise<void> | null = null;
onReset('page', () => {
  verified = null;
});

/**
 * The return from 3-D Secure (part 2 §4.4: `threeSecure` and `identify` in the URL): one verification call, and
 * the step resumes from the GATEWAY's answer, never from values in the URL. The gateway answers a repeated
 * verification (a reload, back/forward) with the same result, so it can never create a second payment. The open
 * attempt (attempt-key.ts) tells which method was paying, and ends with the answer.
 */
export function resumeThreeDSecureReturn(): Promise<void> {
  const back = $options.get()?.threeDSecureReturn;
  const user = $user.get();
  const product = $product.get();
  if (!back || !user || !product || !isAcceptedCurrency(product.currency)) return Promise.resolve();
  verified ??= (async () => {
    const attempt = openAttempt();
    const method = attempt && isPaymentMethod(attempt.scope.method) ? attempt.scope.method : 'creditCard';
    // The step shows the method that was paying, chosen as the buyer's own even when the entry selection already
    // is it: a wallet found a moment later must not take it over (selection.ts follows the buyer's choice).
    chooseMethod(method);
    dispatch({ type: 'press' });
    try {
      const answer = await verifyThreeDSecureReturn({ identify: back.identify, redirectResult: back.redirectResult, userId: user.user_identifier, currency: product.currency });
      const outcome = paymentOutcome(answer.gateway as GatewayResult, { method, currency: product.currency, isTrial: product.trialDays > 0, coupon: $appliedCoupon.get(), previousFraudAttempts: user.fraud_warnings });
      // A second redirect is not followed from a return: only a final answer counts here.
      const final = outcome.kind === 'threeDSecureRedirect' || outcome.kind === 'authenticationRequired' ? paymentOutcome({ status: 'Error', reason: 'payment_refused' }, { method, currency: product.currency, isTrial: false, coupon: null, previousFraudAttempts: 0 }) : outcome;
      await applyOutcome(final, { method, key: attempt?.key ?? back.identify, amount: $cartTotals.get()?.charge.total ?? 0, gatewayIdentifier: answer.gateway_identifier ?? null, handle: null });
    } catch {
      // No answer: the bank may have approved. Never a new payment: "check again" verifies the same return again.
      verified = null;
      // Unknown is never "failed" (decision 012): the buyer is told it is being checked.
      dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'threeDSecureReturn' });
    }
  })();
  return verified;
}
