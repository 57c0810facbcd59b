/**
 * Provider S card fields (part 2 §2 creditCard, DESIGN.md "Security"): number, expiry and CVC live only inside
 * Stripe's frames; the holder name is the step's own input and arrives in `collect`. Each field's error is shown under
 * it in the spec's words (part 2 §8) once the buyer has left the field or pressed pay, never on an untouched form.
 */
import { CardCvcElement, CardExpiryElement, CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardCvcElementChangeEvent, StripeCardExpiryElementChangeEvent, StripeCardNumberElementChangeEvent } from '@stripe/stripe-js';
import { useId, useRef, useState } from 'react';
import { CARD_FIELDS, CARD_FIELD_MESSAGES, missingFieldsMessage, stripeFieldMessage, type CardField } from '../card-field-errors';
import { CardFieldError } from '../CardFieldError';
import { EMPTY_FIELDS_STATUS, type FieldsStatus, type ProviderFieldsProps, type ProviderMessage } from '../provider';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';
import { setUpCard } from './setup-outcomes';
import { authenticationOutcome, authenticationStep, tokenOutcome } from './stripe-outcomes';

type CardChangeEvent = StripeCardNumberElementChangeEvent | StripeCardExpiryElementChangeEvent | StripeCardCvcElementChangeEvent;
type PerField<T> = Record<CardField, T>;

/** Part 2 §8: a field error from the card provider reads "Erro no cartão" (the step's summary of the fields' own texts). */
const CARD_FIELD_ERROR = Object.freeze({ key: 'payment:errors.card_field_error' });
const NO_MESSAGES: PerField<ProviderMessage | null> = Object.freeze({ number: null, expiry: null, cvc: null });

type CardFieldsProps = Pick<ProviderFieldsProps, 't' | 'onStatus' | 'onHandle'> & { lang?: string };

export function StripeCardFields({ t, lang = 'en', onStatus, onHandle }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  // The step may pass a new callback on every render: the latest one is used without re-registering anything.
  const latestOnStatus = useLatest(onStatus);
  const texts = useLatest({ t, lang });
  const complete = useRef<PerField<boolean>>({ number: false, expiry: false, cvc: false });
  const errors = useRef<PerField<ProviderMessage | null>>({ ...NO_MESSAGES });
  const left = useRef<PerField<boolean>>({ number: false, expiry: false, cvc: false });
  const pressed = useRef(false);
  const [shown, setShown] = useState<PerField<ProviderMessage | null>>(NO_MESSAGES);

  /** What each field shows: its error once left or after a press; after a press, an incomplete field says so too. */
  const show = () => {
    const next = { ...NO_MESSAGES };
    for (const field of CARD_FIELDS) {
      if (!left.current[field] && !pressed.current) continue;
      next[field] = errors.current[field] ?? (pressed.current && !complete.current[field] ? CARD_FIELD_MESSAGES[field] : null);
    }
    setShown(next);
  };

  useProviderHandle(onHandle, () => {
    if (!stripe || !elements) return null;
    return {
      async collect({ holderName, chargesNothingNow }) {
        const number = elements.getElement('cardNumber');
        if (!number) return { ok: false, message: CARD_FIELD_ERROR, log: true };
        if (CARD_FIELDS.some((field) => !complete.current[field] || errors.current[field])) {
          pressed.current = true;
          show();
          return { ok: false, message: CARD_FIELD_ERROR };
        }
        // Charged later, off-session: a token's card is not set up for that under SCA, a SetupIntent's is (decision 056).
        // Stripe.js runs the bank's 3-D Secure inside confirmCardSetup (https://docs.stripe.com/js/setup_intents/confirm_card_setup).
        if (chargesNothingNow) return setUpCard((secret) => stripe.confirmCardSetup(secret, { payment_method: { card: number, billing_details: { name: holderName } } }));
        return tokenOutcome(await stripe.createToken(number, { name: holderName }));
      },
      // A press with fields missing: each says so under it, the first Element takes the focus (Element.focus), the step names them.
      showMissing() {
        const missing = CARD_FIELDS.filter((field) => !complete.current[field]);
        if (missing.length === 0) return null;
        pressed.current = true;
        show();
        const first = missing[0];
        (first === 'number' ? elements.getElement('cardNumber') : first === 'expiry' ? elements.getElement('cardExpiry') : elements.getElement('cardCvc'))?.focus();
        return missingFieldsMessage(texts.current.lang, missing.map((field) => texts.current.t(`payment:card.${field}`)));
      },
      async authenticate(request) {
        const step = authenticationStep(request);
        if (step.kind === 'cannot') return step.result;
        try {
          if (step.kind === 'nextAction') return authenticationOutcome(await stripe.handleNextAction({ clientSecret: request.clientSecret }));
          return authenticationOutcome(await stripe.confirmCardPayment(request.clientSecret, { payment_method: step.paymentMethodId }));
        } catch {
          // Thrown once the challenge was under way: the confirmation may have reached Stripe (decision 012).
          return { ok: 'unknown' };
        }
      },
    };
  }, [stripe, elements]);

  const changed = (field: CardField) => (event: CardChangeEvent) => {
    complete.current[field] = event.complete;
    errors.current[field] = event.error ? stripeFieldMessage(field, event.error.code) : null;
    // The fields' own texts are under them; the step's summary stays empty (FieldsError).
    const status: FieldsStatus = {
      ...EMPTY_FIELDS_STATUS,
      numberComplete: complete.current.number,
      expiryComplete: complete.current.expiry,
      cvcComplete: complete.current.cvc,
    };
    latestOnStatus.current(status);
    show();
  };
  const blurred = (field: CardField) => () => {
    left.current[field] = true;
    show();
  };

  const errorId = (field: CardField) => `${id}-${field}-error`;
  return (
    <div className="stripe-card-fields">
      <label htmlFor={`${id}-number`}>{t('payment:card.number')}</label>
      <CardNumberElement id={`${id}-number`} onChange={changed('number')} onBlur={blurred('number')} />
      <CardFieldError id={errorId('number')} field="number" message={shown.number} t={t} />
      <label htmlFor={`${id}-expiry`}>{t('payment:card.expiry')}</label>
      <CardExpiryElement id={`${id}-expiry`} onChange={changed('expiry')} onBlur={blurred('expiry')} />
      <CardFieldError id={errorId('expiry')} field="expiry" message={shown.expiry} t={t} />
      <label htmlFor={`${id}-cvc`}>{t('payment:card.cvc')}</label>
      <CardCvcElement id={`${id}-cvc`} onChange={changed('cvc')} onBlur={blurred('cvc')} />
      <CardFieldError id={errorId('cvc')} field="cvc" message={shown.cvc} t={t} />
    </div>
  );
}
