/**
 * Provider S wallets (part 2 §2 googlePay panel, §4.4 "Wallet payment"): Apple Pay, Google Pay and Amazon Pay
 * through Stripe's Express Checkout Element; the Link and PayPal wallets are off (PayPal has its own method, part 2 §2),
 * and so is every other express method Stripe may add. The wallet pays from inside its button with the client secret of
 * the payment intent the step creates, and reports through `wallet.onResult`.
 */
import { ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementConfirmEvent, StripeExpressCheckoutElementOptions, StripeExpressCheckoutElementReadyEvent } from '@stripe/stripe-js';
import type { WalletBridge } from '../provider';
import { WALLET_FAILED, walletOutcome } from './stripe-outcomes';

export const EXPRESS_CHECKOUT_OPTIONS: StripeExpressCheckoutElementOptions = Object.freeze({
  paymentMethods: Object.freeze({ applePay: 'auto', googlePay: 'auto', amazonPay: 'auto', link: 'never', paypal: 'never', klarna: 'never' }),
});

/** True when the buyer's browser offers one of the wallets we accept. */
function walletAvailable(event: StripeExpressCheckoutElementReadyEvent): boolean {
  const offered = event.availablePaymentMethods;
  return offered !== undefined && (offered.applePay || offered.googlePay || offered.amazonPay);
}

export function StripeWalletButtons({ wallet }: { wallet: WalletBridge }) {
  const stripe = useStripe();
  const elements = useElements();

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent): Promise<void> {
    if (!stripe || !elements) return;
    let clientSecret: string;
    try {
      const submitted = await elements.submit();
      if (submitted.error) throw submitted.error;
      clientSecret = await wallet.requestClientSecret();
    } catch {
      // Closes the wallet's sheet: nothing was charged.
      event.paymentFailed({ reason: 'fail' });
      wallet.onResult(WALLET_FAILED);
      return;
    }
    try {
      const result = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required', confirmParams: { return_url: await wallet.returnUrl() } });
      wallet.onResult(walletOutcome(result));
    } catch {
      // Thrown after the buyer confirmed: the confirmation may have reached Stripe (decision 012).
      wallet.onResult({ ok: 'unknown' });
    }
  }

  return (
    <ExpressCheckoutElement
      options={EXPRESS_CHECKOUT_OPTIONS}
      onReady={(event) => wallet.onAvailability(walletAvailable(event))}
      onLoadError={() => wallet.onAvailability(false)}
      onConfirm={(event) => void confirm(event)}
    />
  );
}
