/**
 * Provider S card fields (part 2 §2 creditCard, DESIGN.md "Security"): number, expiry and CVC live only inside
 * Stripe's frames; the holder name is the step's own input and arrives in `collect`.
 */
import { CardCvcElement, CardExpiryElement, CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardCvcElementChangeEvent, StripeCardExpiryElementChangeEvent, StripeCardNumberElementChangeEvent } from '@stripe/stripe-js';
import { useId, useRef } from 'react';
import { EMPTY_FIELDS_STATUS, type FieldsStatus, type ProviderFieldsProps } from '../provider';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';
import { authenticationOutcome, authenticationStep, tokenOutcome } from './stripe-outcomes';

type Field = 'number' | 'expiry' | 'cvc';
type CardChangeEvent = StripeCardNumberElementChangeEvent | StripeCardExpiryElementChangeEvent | StripeCardCvcElementChangeEvent;

/** Part 2 §8: a field error from the card provider reads "Erro no cartão". */
const CARD_FIELD_ERROR = Object.freeze({ key: 'payment:errors.card_field_error' });

type CardFieldsProps = Pick<ProviderFieldsProps, 't' | 'onStatus' | 'onHandle'>;

export function StripeCardFields({ t, onStatus, onHandle }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  // The step may pass a new callback on every render: the latest one is used without re-registering anything.
  const latestOnStatus = useLatest(onStatus);
  const complete = useRef<Record<Field, boolean>>({ number: false, expiry: false, cvc: false });
  const failing = useRef<Record<Field, boolean>>({ number: false, expiry: false, cvc: false });

  useProviderHandle(onHandle, () => {
    if (!stripe || !elements) return null;
    return {
      async collect({ holderName }) {
        const number = elements.getElement('cardNumber');
        if (!number) return { ok: false, message: CARD_FIELD_ERROR, log: true };
        return tokenOutcome(await stripe.createToken(number, { name: holderName }));
      },
      async authenticate(request) {
        const step = authenticationStep(request);
        if (step.kind === 'cannot') return step.result;
        if (step.kind === 'nextAction') return authenticationOutcome(await stripe.handleNextAction({ clientSecret: request.clientSecret }));
        return authenticationOutcome(await stripe.confirmCardPayment(request.clientSecret, { payment_method: step.paymentMethodId }));
      },
    };
  }, [stripe, elements]);

  const changed = (field: Field) => (event: CardChangeEvent) => {
    complete.current[field] = event.complete;
    failing.current[field] = event.error !== undefined;
    const status: FieldsStatus = {
      ...EMPTY_FIELDS_STATUS,
      numberComplete: complete.current.number,
      expiryComplete: complete.current.expiry,
      cvcComplete: complete.current.cvc,
      error: Object.values(failing.current).some(Boolean) ? CARD_FIELD_ERROR : null,
    };
    latestOnStatus.current(status);
  };

  return (
    <div className="stripe-card-fields">
      <label htmlFor={`${id}-number`}>{t('payment:card.number')}</label>
      <CardNumberElement id={`${id}-number`} onChange={changed('number')} />
      <label htmlFor={`${id}-expiry`}>{t('payment:card.expiry')}</label>
      <CardExpiryElement id={`${id}-expiry`} onChange={changed('expiry')} />
      <label htmlFor={`${id}-cvc`}>{t('payment:card.cvc')}</label>
      <CardCvcElement id={`${id}-cvc`} onChange={changed('cvc')} />
    </div>
  );
}
