import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from '~/api/payment/payment-endpoints';
import { allRoutes } from '~/domain/method-routes';
import { METHODS, type MethodDescriptor } from '~/domain/methods';
import { ARTIFACT_READERS } from '~/domain/methods/artifacts';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/methods/names';
import { PROVIDERS, type ProviderId } from '~/domain/providers/ids';
import { LOCALES } from '~/i18n/languages';
import { methodOf } from '~/sandbox/handlers/attempt-facts';
import { WORKBENCH_STATES } from '~/sandbox/islands/workbench-states';
import { SANDBOX_PENDING_KINDS } from '~/sandbox/scenario';

/*
 * Every payment method and provider is whole: its texts in every language, its sandbox answer, its QA named state
 * (src/sandbox/islands) and a browser journey that pays by it, or a line saying why there is none. The two tables
 * below are typed by method and by provider, so a new one does not compile until it has its rows; the tests then
 * check that what each row names exists.
 */

/** A browser journey: the spec file under tests/e2e and words of its test's title. */
type Journey = { spec: string; title: string } | { none: string };

const METHOD_JOURNEYS: Record<PaymentMethod, Journey> = {
  googlePay: { spec: 'checkout/payment-methods.spec.ts', title: 'its button pays once through the payment intent' },
  myCards: { spec: 'checkout/one-payment-per-purchase.spec.ts', title: 'a saved card: the reloaded page shows the payment approved; one debit' },
  creditCard: { spec: 'checkout/payment-done.spec.ts', title: 'a paid card counts down 5 s' },
  sepa: { spec: 'checkout/payment-methods.spec.ts', title: 'SEPA with a valid test IBAN and the address pays once' },
  pix: { spec: 'checkout/payment-brazil.spec.ts', title: 'makes the pix pending once' },
  boleto: { spec: 'checkout/payment-confirmation.spec.ts', title: 'the boleto shows its typed line, bar code, due date and PDF' },
  cash: { spec: 'checkout/payment-latam.spec.ts', title: 'then pending once with it' },
  bankTransfer: { spec: 'checkout/payment-latam.spec.ts', title: 'the MXN transfer is SPEI: pending once with its reference' },
  nequi: { spec: 'checkout/payment-latam.spec.ts', title: 'Nequi needs e-mail, dni and phone' },
  yape: { spec: 'checkout/payment-latam.spec.ts', title: 'with it the payment is pending once' },
  paypal: { spec: 'checkout/payment-methods.spec.ts', title: 'goes to the office invoice-pay page with the invoice and the return URL' },
  pagSeguro: { spec: 'checkout/payment-sponsor.spec.ts', title: 'the wallet pays the office' },
};

const PROVIDER_JOURNEYS: Record<ProviderId, Journey> = {
  international: { spec: 'checkout/payment-done.spec.ts', title: 'a paid card counts down 5 s' },
  european: { spec: 'checkout/payment-methods.spec.ts', title: 'the EUR card (the twin of provider A, same sandbox frame) with 4242 and the address pays once' },
  brazilian: { spec: 'checkout/payment-brazil.spec.ts', title: 'pays once at provider B with the token only' },
  latinAmerican: { spec: 'checkout/payment-latam.spec.ts', title: 'then it pays once with the token only' },
  paypal: { spec: 'checkout/payment-methods.spec.ts', title: 'goes to the office invoice-pay page with the invoice and the return URL' },
  office: { spec: 'checkout/payment-sponsor.spec.ts', title: 'the wallet pays the office' },
};

/** The QA named states of each method: its step 2, and its step 3 when its pending answer is a document or pix's wait. */
const METHOD_STATES: Record<PaymentMethod, { step2: string; step3?: string }> = {
  googlePay: { step2: 'pay-wallet' },
  myCards: { step2: 'pay-saved-card' },
  creditCard: { step2: 'pay-card', step3: 'confirmation-paid' },
  sepa: { step2: 'pay-sepa' },
  pix: { step2: 'pay-pix', step3: 'confirmation-pix' },
  boleto: { step2: 'pay-boleto', step3: 'confirmation-boleto' },
  cash: { step2: 'pay-cash', step3: 'confirmation-cash' },
  bankTransfer: { step2: 'pay-spei', step3: 'confirmation-transfer' },
  nequi: { step2: 'pay-nequi', step3: 'confirmation-nequi' },
  yape: { step2: 'pay-yape', step3: 'confirmation-yape' },
  paypal: { step2: 'pay-paypal' },
  pagSeguro: { step2: 'methods-sponsor-wallet' },
};

const descriptor = (method: PaymentMethod): MethodDescriptor => METHODS[method];
const texts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/payment.json`, 'utf8')) as { method: Record<string, string>; button: Record<string, string> };
const state = (id: string) => WORKBENCH_STATES.find((s) => s.id === id);

function journeyFound(journey: Journey): boolean {
  if ('none' in journey) return journey.none.length > 0;
  const file = `tests/e2e/${journey.spec}`;
  return existsSync(file) && readFileSync(file, 'utf8').includes(journey.title);
}

describe('every payment method is whole', () => {
  it.each(PAYMENT_METHODS.flatMap((method) => LOCALES.map((lang) => [method, lang] as const)))('%s has its texts in %s (its name, and its button when it has its own label)', (method, lang) => {
    const { method: names, button } = texts(lang);
    expect(names[method]?.trim()).toBeTruthy();
    expect(Object.hasOwn(button, method)).toBe('ownLabel' in descriptor(method));
  });

  it.each(allRoutes().filter(({ route }) => route.endpoint !== null))('$method at $provider: the sandbox gateway takes its endpoint as that method', ({ method, provider, route }) => {
    const endpoint = route.endpoint as PaymentEndpoint;
    expect(PAYMENT_ENDPOINTS[endpoint]?.provider).toBe(provider);
    expect(methodOf(endpoint, {})).toBe(method);
  });

  it.each(PAYMENT_METHODS.filter((method) => ARTIFACT_READERS[method]))('%s: the sandbox can leave its document pending', (method) => {
    expect(SANDBOX_PENDING_KINDS).toContain(method);
  });

  it.each(PAYMENT_METHODS)('%s has its QA named states, step 3 too when its pending answer is a document or a wait', (method) => {
    const { step2, step3 } = METHOD_STATES[method];
    expect(state(step2)?.island).toBe('methods');
    // Chosen by a click on its option, or selected on entry (the wallet, the sponsor's wallet).
    expect([`method:${method}`, undefined]).toContain(state(step2)?.prepare);
    const after = descriptor(method).afterPayment;
    if (after !== undefined) expect(step3 && state(step3)?.island).toBe('confirmation');
    if (step3 !== undefined) expect(state(step3)?.island).toBe('confirmation');
  });

  it.each(PAYMENT_METHODS)('%s has a browser journey that pays by it', (method) => {
    expect(journeyFound(METHOD_JOURNEYS[method])).toBe(true);
  });
});

describe('every provider is whole', () => {
  it.each(PROVIDERS)('%s has a browser journey that pays through it', (provider) => {
    expect(journeyFound(PROVIDER_JOURNEYS[provider])).toBe(true);
  });
});
