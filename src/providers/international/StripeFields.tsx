/**
 * Provider S, live (DESIGN.md "Payments"): international cards through Stripe Elements and wallets through the
 * Express Checkout Element. Loaded by the registry as its own chunk; Stripe.js itself comes from js.stripe.com when
 * this panel is first shown. A failed load shows the request-failure message with a retry (part 2 §8).
 */
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { toStripeAmount } from '~/domain/currencies';
import type { ProviderFieldsProps } from '../provider';
import { SdkLoadFailed } from '../SdkLoadFailed';
import { StripeCardFields } from './StripeCardFields';
import { loadStripeOnce } from './stripe-loader';
import { StripeWalletButtons } from './StripeWalletButtons';

type Load = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

export function Fields(props: ProviderFieldsProps) {
  const { lang, t } = props;
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadStripeOnce(lang).then(
      (stripe) => current && setLoad({ status: 'ready', stripe }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lang, attempt]);

  if (load.status === 'failed') {
    // The failed load forgot itself (stripe-loader.ts): the next attempt loads Stripe.js again.
    const retry = () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    return <SdkLoadFailed t={t} onRetry={retry} />;
  }
  if (load.status === 'loading') return <div className="provider-loading" aria-busy="true" />;
  return <ReadyFields {...props} stripe={load.stripe} />;
}

function ReadyFields({ stripe, ...props }: ProviderFieldsProps & { stripe: Stripe }) {
  const { method, amountCents, currency, wallet } = props;
  // Deferred mode for the wallets (the payment intent is created only when the buyer confirms, part 2 §4.4), with the
  // amount the intent charges in Stripe's units (https://docs.stripe.com/payments/accept-a-payment-deferred: the
  // Elements amount is what the sheet shows and must match the intent's); memoised so react-stripe-js sends Stripe
  // an update only when the amount or currency really changes.
  const walletOptions = useMemo<StripeElementsOptions>(
    () => ({ mode: 'payment', amount: toStripeAmount({ amount: amountCents, currency }), currency: currency.toLowerCase() }),
    [amountCents, currency],
  );
  if (method === 'googlePay') {
    if (!wallet) throw new Error('The googlePay panel needs the wallet bridge');
    return (
      <Elements stripe={stripe} options={walletOptions}>
        <StripeWalletButtons wallet={wallet} />
      </Elements>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardFields t={props.t} lang={props.lang} onStatus={props.onStatus} onHandle={props.onHandle} />
    </Elements>
  );
}
