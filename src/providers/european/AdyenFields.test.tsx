// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserInfoSchema, cardEncryptSchema } from '~/api/payment/payment-payload-parts';
import type { CollectResult } from '../provider';
import { Fields } from './AdyenFields';
import { fieldsProps } from '../../../tests/setup/provider-test-props';

/**
 * A fake of Adyen Web at the SDK's boundary (DESIGN.md "Payments": Adyen's frames cannot load here): it records
 * the configurations given, where the card is mounted and when it is unmounted, and lets a test play the events
 * the secured fields send (onChange, onFieldValid, onValidationError, onError, onBinLookup) with a state shaped like
 * Adyen's. It holds Adyen Web 6's contract as its code and docs give it:
 * - the checkout starts only with a `countryCode`;
 * - the secured fields report `onConfigSuccess` once their iframes loaded; iframes that never load end in `onError`
 *   after 30 s (SecuredFieldsProvider's load timeout) and no configuration;
 * - `data` is the state data the docs say to send (https://docs.adyen.com/payment-methods/cards/custom-card-integration/#make-a-payment):
 *   `paymentMethod` with `type: 'scheme'`, the encrypted fields and the `brand` chosen through
 *   `dualBrandingChangeHandler`; `riskData.clientData` from the checkout's risk module; `browserInfo`.
 */
const sdk = vi.hoisted(() => {
  type Config = Record<string, unknown>;
  class FakeCustomCard {
    mountedOn: HTMLElement | null = null;
    mounts = 0;
    unmounts = 0;
    validationShown = 0;
    isValid = false;
    /** The brand told through dualBrandingChangeHandler (Adyen's `selectedBrandValue`). */
    selectedBrand: string | null = null;
    private state: { data?: { paymentMethod?: Record<string, unknown>; [key: string]: unknown } } = {};
    constructor(
      readonly checkout: unknown,
      readonly config: Config,
    ) {
      sdk.cards.push(this);
    }
    get data() {
      const paymentMethod = { type: 'scheme', ...this.state.data?.paymentMethod, ...(this.selectedBrand ? { brand: this.selectedBrand } : {}) };
      return { riskData: { clientData: sdk.RISK_CLIENT_DATA }, paymentMethod, browserInfo: this.browserInfo, clientStateDataIndicator: true };
    }
    dualBrandingChangeHandler(brand: string) {
      this.selectedBrand = brand;
      return this;
    }
    get browserInfo() {
      return { acceptHeader: '*/*', colorDepth: 24, language: 'pt-BR', javaEnabled: false, screenHeight: 800, screenWidth: 360, userAgent: 'jsdom', timeZoneOffset: 180 };
    }
    mount(node: HTMLElement) {
      this.mountedOn = node;
      this.mounts += 1;
      // The iframes load after the mount; then Adyen configures them, or gives up with an error.
      const framesLoad = sdk.framesFailures === 0;
      if (!framesLoad) sdk.framesFailures -= 1;
      setTimeout(() => {
        if (this.mountedOn !== node) return;
        if (framesLoad) this.emit('onConfigSuccess', { iframesConfigured: true, type: 'card' });
        else this.emit('onError', new Error('ERROR: secured field iframes have failed to load'));
      }, 0);
      return this;
    }
    unmount() {
      this.mountedOn = null;
      this.unmounts += 1;
      return this;
    }
    showValidation() {
      this.validationShown += 1;
      return this;
    }
    focusedOn: string | null = null;
    setFocusOn(field: string) {
      this.focusedOn = field;
      return this;
    }
    /** Calls one of the callbacks the adapter configured, as the secured fields would. */
    emit(callback: string, ...args: unknown[]) {
      const handler = this.config[callback];
      if (typeof handler !== 'function') throw new Error(`the adapter set no ${callback}`);
      handler(...args);
    }
    /** Plays an onChange as CustomCard sends it (state.isValid, data, valid, errors). */
    change(state: { isValid: boolean; data?: { paymentMethod?: Record<string, unknown> }; valid?: Record<string, boolean>; errors?: Record<string, unknown> }) {
      this.isValid = state.isValid;
      this.state = { data: state.data };
      this.emit('onChange', { data: state.data ?? {}, valid: state.valid ?? {}, errors: state.errors ?? {}, isValid: state.isValid }, this);
    }
  }
  const sdk = {
    cards: [] as FakeCustomCard[],
    checkoutConfigs: [] as unknown[],
    /** How many of the next AdyenCheckout calls reject (a failed start: network, bad client key). */
    failures: 0,
    /** How many of the next cards' secured-field iframes never load. */
    framesFailures: 0,
    RISK_CLIENT_DATA: 'eyJ2ZXJzaW9uIjoiMS4wLjAiLCJkZXZpY2VGaW5nZXJwcmludCI6ImZha2UifQ==',
    /** When set, AdyenCheckout answers only once this promise settles (a slow start). */
    hold: null as Promise<void> | null,
    FakeCustomCard,
    async AdyenCheckout(config: unknown) {
      sdk.checkoutConfigs.push(config);
      // Adyen Web 6 refuses to start without a country, and with a client key of the other environment (its core's
      // configuration checks; https://docs.adyen.com/online-payments/upgrade-your-integration/upgrade-to-web-v6/).
      const { countryCode, clientKey, environment } = config as { countryCode?: unknown; clientKey?: unknown; environment?: unknown };
      if (typeof countryCode !== 'string' || countryCode === '') throw new Error('IMPLEMENTATION_ERROR: You must specify a countryCode when initializing checkout.');
      const keyKind = String(clientKey).slice(0, 4);
      if ((keyKind === 'test' || keyKind === 'live') && !String(environment).startsWith(keyKind)) throw new Error(`IMPLEMENTATION_ERROR: you are using a ${keyKind} clientKey against the ${String(environment)} environment`);
      if (sdk.hold) await sdk.hold;
      if (sdk.failures > 0) {
        sdk.failures -= 1;
        throw new Error('NETWORK_ERROR: checkoutshopper unreachable');
      }
      return { core: 'fake', options: config };
    },
  };
  return sdk;
});

vi.mock('@adyen/adyen-web', () => ({ AdyenCheckout: sdk.AdyenCheckout, CustomCard: sdk.FakeCustomCard }));
// The live build's values (the tests otherwise run with the sandbox configuration).
vi.mock('~/config/env', () => ({ env: {}, isSandbox: false }));
vi.mock('~/config/provider-env', () => ({ providerEnv: { PUBLIC_ADYEN_CLIENT_KEY: 'live_ABCDEF123456', PUBLIC_ADYEN_ENVIRONMENT: 'live' } }));

const TEST_CARD = '4111111111111111';
const ENCRYPTED = {
  encryptedCardNumber: 'adyenjs_0_1_25$number-blob',
  encryptedExpiryMonth: 'adyenjs_0_1_25$month-blob',
  encryptedExpiryYear: 'adyenjs_0_1_25$year-blob',
  encryptedSecurityCode: 'adyenjs_0_1_25$cvc-blob',
};
const ALL_VALID = { encryptedCardNumber: true, encryptedExpiryMonth: true, encryptedExpiryYear: true, encryptedSecurityCode: true };
const NO_ERRORS = { encryptedCardNumber: null, encryptedExpiryDate: null, encryptedSecurityCode: null };

function lastCard() {
  const card = sdk.cards.at(-1);
  if (!card) throw new Error('no CustomCard was created');
  return card;
}

async function renderCard(options: Parameters<typeof fieldsProps>[1] = {}, strict = false) {
  const fields = fieldsProps('creditCard', options);
  const element = <Fields {...fields.props} />;
  const view = render(strict ? <StrictMode>{element}</StrictMode> : element);
  await waitFor(() => expect(fields.handles.some(Boolean)).toBe(true));
  return { ...fields, view };
}

async function collect(fields: { handle: () => { collect: (input: { holderName: string }) => Promise<CollectResult> } }, holderName = 'Ana Souza') {
  let result: CollectResult | undefined;
  await act(async () => {
    result = await fields.handle().collect({ holderName });
  });
  return result;
}

beforeEach(() => {
  sdk.cards.length = 0;
  sdk.checkoutConfigs.length = 0;
  sdk.failures = 0;
  sdk.framesFailures = 0;
  sdk.hold = null;
});
afterEach(cleanup);

/** What each field says to do, after its error (locales/pt/payment.json card_fix; WCAG 3.3.3). */
const FIX = {"number": "Digite todos os números da frente do cartão: normalmente 16, ou 15 no American Express.", "expiry": "Digite o mês e o ano impressos no cartão, no formato indicado no rótulo; a data deve ser este mês ou posterior.", "cvc": "Digite os 3 números do verso do cartão, ou os 4 da frente no American Express.", "missing": "Preencha: {{fields}}."};

describe('AdyenFields creditCard: configuration (part 2 §2 brands, §4.3 provider A)', () => {
  it('starts Adyen with the build\'s client key and environment, the page language, the amount and no analytics', async () => {
    await renderCard({ lang: 'de', currency: 'EUR', amountCents: 5900 });
    expect(sdk.checkoutConfigs).toEqual([
      {
        clientKey: 'live_ABCDEF123456',
        environment: 'live',
        locale: 'de-DE',
        countryCode: 'NL',
        amount: { value: 5900, currency: 'EUR' },
        analytics: { enabled: false },
      },
    ]);
  });

  it.each([
    ['USD', 'US', 'en', 'en-US'],
    ['CZK', 'CZ', 'pt', 'pt-BR'],
    ['THB', 'TH', 'fr', 'fr-FR'],
  ] as const)('gives the country of %s (%s) and the locale of %s', async (currency, country, lang, locale) => {
    await renderCard({ currency, lang });
    expect(sdk.checkoutConfigs[0]).toMatchObject({ countryCode: country, locale, amount: { currency } });
  });

  it('accepts Visa, Master Card, American Express, Discover and Diners Club and mounts on our three labelled secured fields', async () => {
    const { view } = await renderCard({ lang: 'pt' });
    const card = lastCard();
    expect(card.config.brands).toEqual(['visa', 'mc', 'amex', 'discover', 'diners']);
    expect(card.checkout).toEqual({ core: 'fake', options: sdk.checkoutConfigs[0] });
    const root = card.mountedOn;
    expect(root && view.container.contains(root)).toBe(true);
    expect([...(root?.querySelectorAll('[data-cse]') ?? [])].map((span) => span.getAttribute('data-cse'))).toEqual([
      'encryptedCardNumber',
      'encryptedExpiryDate',
      'encryptedSecurityCode',
    ]);
    for (const label of ['Número do cartão', 'Validade (MM/AA)', 'CVC']) expect(screen.getByText(label)).toBeTruthy();
    // No card input of ours: the number, expiry and CVC are typed into Adyen's iframes only (DESIGN.md "Security").
    expect(view.container.querySelectorAll('input')).toHaveLength(0);
  });
});

describe('AdyenFields creditCard: status from the secured fields (part 2 §5, §8 "Erro no cartão")', () => {
  it('reports each field complete as Adyen validates it', async () => {
    const { lastStatus } = await renderCard();
    const card = lastCard();
    expect(lastStatus()).toMatchObject({ numberComplete: false, expiryComplete: false, cvcComplete: false, error: null });
    act(() => card.emit('onFieldValid', { fieldType: 'encryptedCardNumber', encryptedFieldName: 'encryptedCardNumber', valid: true, endDigits: '1111' }));
    expect(lastStatus()).toMatchObject({ numberComplete: true, expiryComplete: false, cvcComplete: false });
    act(() => card.change({ isValid: false, valid: { encryptedCardNumber: true, encryptedExpiryMonth: true, encryptedExpiryYear: true }, errors: NO_ERRORS }));
    expect(lastStatus()).toMatchObject({ numberComplete: true, expiryComplete: true, cvcComplete: false, error: null });
    act(() => card.emit('onFieldValid', { fieldType: 'encryptedSecurityCode', encryptedFieldName: 'encryptedSecurityCode', valid: true }));
    expect(lastStatus()).toEqual({ numberComplete: true, expiryComplete: true, cvcComplete: true, accountComplete: false, error: null });
    act(() => card.emit('onFieldValid', { fieldType: 'encryptedCardNumber', encryptedFieldName: 'encryptedCardNumber', valid: false }));
    expect(lastStatus()).toMatchObject({ numberComplete: false });
  });

  it('part 2 §8: a field error is shown under its field in the spec’s words once the buyer left the field, not as the step’s summary', async () => {
    const { lastStatus } = await renderCard({ lang: 'pt' });
    const card = lastCard();
    const errorOf = (field: string) => document.querySelector(`[data-cse="${field}"]`)?.nextElementSibling as HTMLElement;
    act(() => card.change({ isValid: false, valid: {}, errors: { ...NO_ERRORS, encryptedCardNumber: { error: 'error.va.sf-cc-num.02', isValid: false } } }));
    expect(lastStatus()?.error).toBeNull();
    expect(document.querySelector('[data-cse="encryptedCardNumber"]')?.parentElement?.className).toContain('eu-field--invalid');
    expect(errorOf('encryptedCardNumber').getAttribute('aria-live')).toBe('polite');
    expect(errorOf('encryptedCardNumber').textContent).toBe('');
    act(() => card.emit('onFocus', { fieldType: 'encryptedCardNumber', focus: false }));
    expect(errorOf('encryptedCardNumber').textContent).toBe(`O Numéro do cartão é inválido. ${FIX.number}`);
    act(() => card.change({ isValid: false, valid: { encryptedCardNumber: true }, errors: NO_ERRORS }));
    expect(errorOf('encryptedCardNumber').textContent).toBe('');
    // Month and year have their own texts; both sit under the expiry field.
    act(() => card.emit('onFocus', { fieldType: 'encryptedExpiryDate', focus: false }));
    act(() => card.emit('onValidationError', [{ fieldType: 'encryptedExpiryYear', error: 'error.va.sf-cc-yr.01' }]));
    expect(errorOf('encryptedExpiryDate').textContent).toBe(`O Ano de expiração do cartão é inválido. ${FIX.expiry}`);
    act(() => card.emit('onValidationError', [{ fieldType: 'encryptedSecurityCode', error: 'error.va.sf-cc-cvc.01' }]));
    expect(errorOf('encryptedSecurityCode').textContent).toBe('');
  });

  it('part 2 §8: an untouched form shows nothing; pressing pay names every field that is not valid', async () => {
    const fields = await renderCard({ lang: 'pt' });
    const errorOf = (field: string) => document.querySelector(`[data-cse="${field}"]`)?.nextElementSibling as HTMLElement;
    for (const field of ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode']) expect(errorOf(field).textContent).toBe('');
    expect(await collect(fields)).toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
    expect(errorOf('encryptedCardNumber').textContent).toBe(`O Numéro do cartão é inválido. ${FIX.number}`);
    expect(errorOf('encryptedExpiryDate').textContent).toBe(`Data de validade inválida. ${FIX.expiry}`);
    expect(errorOf('encryptedSecurityCode').textContent).toBe(`O CVC é inválido. ${FIX.cvc}`);
  });

  it('part 2 §5: a press with fields missing names each, shows their texts and moves focus into the first one\'s frame; nothing is collected', async () => {
    const fields = await renderCard({ lang: 'pt' });
    const card = lastCard();
    const errorOf = (field: string) => document.querySelector(`[data-cse="${field}"]`)?.nextElementSibling as HTMLElement;
    act(() => card.emit('onFieldValid', { fieldType: 'encryptedCardNumber', valid: true, encryptedFieldName: 'encryptedCardNumber' }));
    let message;
    act(() => {
      message = fields.handle().showMissing!();
    });
    expect(message).toEqual({ key: 'payment:card_fix.missing', params: { fields: 'Validade (MM/AA) e CVC' } });
    expect(card.focusedOn).toBe('encryptedExpiryDate');
    expect(card.validationShown).toBe(1);
    expect(errorOf('encryptedExpiryDate').textContent).toBe(`Data de validade inválida. ${FIX.expiry}`);
    expect(errorOf('encryptedCardNumber').textContent).toBe('');
  });

  it('rings the field whose frame has the focus (Adyen reports focus from inside its iframe)', async () => {
    await renderCard();
    const wrapper = () => document.querySelector('[data-cse="encryptedSecurityCode"]')?.parentElement?.className;
    act(() => lastCard().emit('onFocus', { fieldType: 'encryptedSecurityCode', focus: true }));
    expect(wrapper()).toContain('eu-field--focus');
    act(() => lastCard().emit('onFocus', { fieldType: 'encryptedSecurityCode', focus: false }));
    expect(wrapper()).not.toContain('eu-field--focus');
  });

  it('reports "Erro no cartão" when Adyen reports an error of its own', async () => {
    const { lastStatus } = await renderCard();
    act(() => lastCard().emit('onError', new Error('ERROR: secured fields not configured')));
    expect(lastStatus()?.error).toEqual({ key: 'payment:errors.card_field_error' });
  });
});

describe('AdyenFields creditCard: collect (part 2 §7 card-encrypt, browserInfo)', () => {
  it('answers the encrypted fields, the holder, the browser fields and Adyen’s device fingerprint when the card is valid, and never a card number', async () => {
    const fields = await renderCard();
    const card = lastCard();
    // Whatever else Adyen's state holds (an attempt id; here even a plain number) is not sent.
    const paymentMethod = { checkoutAttemptId: 'attempt-1', number: TEST_CARD, ...ENCRYPTED };
    act(() => card.change({ isValid: true, data: { paymentMethod }, valid: ALL_VALID, errors: NO_ERRORS }));
    const result = await collect(fields, '  Ana Souza ');
    expect(result).toEqual({
      ok: true,
      payment: { 'card-encrypt': { ...ENCRYPTED, holderName: 'Ana Souza' }, browserInfo: card.browserInfo, riskData: { clientData: sdk.RISK_CLIENT_DATA } },
    });
    if (!result?.ok) throw new Error('collect failed');
    expect(Object.keys(result.payment)).toEqual(['card-encrypt', 'browserInfo', 'riskData']);
    expect(cardEncryptSchema.safeParse(result.payment['card-encrypt']).success).toBe(true);
    expect(browserInfoSchema.safeParse(result.payment.browserInfo).success).toBe(true);
    expect(JSON.stringify(result)).not.toContain(TEST_CARD);
  });

  it('a co-badged card offers its brands (EU Regulation 2015/751 art. 8), the first preselected, and sends the buyer’s choice', async () => {
    const fields = await renderCard({ lang: 'fr' });
    const card = lastCard();
    const raw = (brand: string) => ({ brand, supported: true, cvcPolicy: 'required', enableLuhnCheck: true });
    act(() => card.emit('onBinLookup', { type: 'card', detectedBrands: ['visa', 'cartebancaire'], supportedBrandsRaw: [raw('visa'), raw('cartebancaire')] }));
    const group = screen.getByRole('group', { name: 'Marque de carte pour ce paiement' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Visa' }) as HTMLInputElement).checked).toBe(true);
    expect(card.selectedBrand).toBe('visa');
    await userEvent.click(screen.getByRole('radio', { name: 'Carte Bancaire' }));
    expect(card.selectedBrand).toBe('cartebancaire');
    act(() => card.change({ isValid: true, data: { paymentMethod: ENCRYPTED }, valid: ALL_VALID, errors: NO_ERRORS }));
    const result = await collect(fields);
    expect(result?.ok && result.payment['card-encrypt']).toEqual({ ...ENCRYPTED, holderName: 'Ana Souza', brand: 'cartebancaire' });
    expect(result?.ok && cardEncryptSchema.safeParse(result.payment['card-encrypt']).success).toBe(true);
    // The number cleared: no choice any more.
    act(() => card.emit('onBinLookup', { isReset: true }));
    expect(screen.queryByRole('group', { name: 'Marque de carte pour ce paiement' })).toBeNull();
  });

  it('a card with one brand offers no choice and sends no brand', async () => {
    const fields = await renderCard();
    const card = lastCard();
    act(() => card.emit('onBinLookup', { type: 'card', detectedBrands: ['visa'], supportedBrandsRaw: [{ brand: 'visa', supported: true }] }));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    act(() => card.change({ isValid: true, data: { paymentMethod: ENCRYPTED }, valid: ALL_VALID, errors: NO_ERRORS }));
    const result = await collect(fields);
    expect(result?.ok && result.payment['card-encrypt']).toEqual({ ...ENCRYPTED, holderName: 'Ana Souza' });
  });

  it('refuses an invalid card with "Erro no cartão" and asks Adyen to mark the fields', async () => {
    const fields = await renderCard();
    const card = lastCard();
    act(() => card.change({ isValid: false, data: { paymentMethod: { type: 'scheme', encryptedCardNumber: ENCRYPTED.encryptedCardNumber } }, valid: { encryptedCardNumber: true }, errors: NO_ERRORS }));
    expect(await collect(fields)).toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
    expect(card.validationShown).toBe(1);
  });

  it('refuses a card Adyen calls valid but whose encrypted expiry is missing', async () => {
    const fields = await renderCard();
    const { encryptedExpiryYear: _dropped, ...partial } = ENCRYPTED;
    act(() => lastCard().change({ isValid: true, data: { paymentMethod: partial }, valid: ALL_VALID, errors: NO_ERRORS }));
    expect(await collect(fields)).toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
  });
});

describe('AdyenFields creditCard: life cycle (mounted once, torn down, retried)', () => {
  it('creates and mounts exactly one CustomCard under React StrictMode', async () => {
    const { handles } = await renderCard({}, true);
    await act(async () => {});
    expect(sdk.checkoutConfigs).toHaveLength(1);
    expect(sdk.cards).toHaveLength(1);
    expect(lastCard().mounts).toBe(1);
    expect(lastCard().unmounts).toBe(0);
    expect(handles.filter(Boolean)).toHaveLength(1);
    expect(handles.at(-1)).not.toBeNull();
  });

  it('unmounts the card and takes the handle back (null) when the fields are removed', async () => {
    const { view, handles } = await renderCard({}, true);
    const card = lastCard();
    view.unmount();
    await waitFor(() => expect(card.unmounts).toBe(1));
    expect(card.mountedOn).toBeNull();
    expect(handles.at(-1)).toBeNull();
  });

  it('creates no card when removed before Adyen has started', async () => {
    let release = () => {};
    sdk.hold = new Promise<void>((resolve) => (release = resolve));
    const fields = fieldsProps('creditCard');
    const view = render(<Fields {...fields.props} />);
    view.unmount();
    await act(async () => {});
    release();
    await act(async () => {});
    expect(sdk.checkoutConfigs).toHaveLength(1);
    expect(sdk.cards).toHaveLength(0);
    expect(fields.handles.filter(Boolean)).toHaveLength(0);
  });

  it('shows the request-failure message with a retry when Adyen cannot start, and the retry starts it', async () => {
    sdk.failures = 1;
    const fields = fieldsProps('creditCard', { lang: 'pt' });
    render(<Fields {...fields.props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Erro requisição - Ocorreu algum na requisição, favor tente mais tarde');
    expect(sdk.cards).toHaveLength(0);
    expect(fields.handles.filter(Boolean)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(fields.handles.some(Boolean)).toBe(true));
    expect(sdk.checkoutConfigs).toHaveLength(2);
    expect(sdk.cards).toHaveLength(1);
    expect(lastCard().mountedOn?.hidden).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AdyenFields creditCard: secured fields that never load', () => {
  it('give no handle until configured; when Adyen gives up on the iframes, the request-failure message with a retry that mounts them again', async () => {
    sdk.framesFailures = 1;
    const fields = fieldsProps('creditCard', { lang: 'pt' });
    render(<Fields {...fields.props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Erro requisição - Ocorreu algum na requisição, favor tente mais tarde');
    expect(fields.handles.filter(Boolean)).toHaveLength(0);
    const failed = lastCard();
    expect(failed.unmounts).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(fields.handles.some(Boolean)).toBe(true));
    expect(sdk.cards).toHaveLength(2);
    expect(lastCard().mounts).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AdyenFields sepa (part 2 §4.3 "SEPA also uses provider A")', () => {
  it('renders our SEPA fields and never starts Adyen', async () => {
    const fields = fieldsProps('sepa', { lang: 'pt' });
    render(<Fields {...fields.props} />);
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titular da conta' })).toBeTruthy();
    await act(async () => {});
    expect(sdk.checkoutConfigs).toHaveLength(0);
  });
});
