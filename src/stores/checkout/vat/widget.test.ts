import { beforeEach, describe, expect, it } from 'vitest';
import { countSandboxCalls } from '../../../../tests/setup/count-calls';
import { setScenario } from '~/sandbox/scenario';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { $cartTotals, $vatState } from '../cart/cart';
import { $ipLocale } from '../session';
import { $step, goNext } from '../steps';
import {
  $vatAttention, $vatChoice, $vatNumberInput, $vatPercent, $vatRequest, $vatWidget,
  answerHasVat, retryVat, selectVatCountry, setVatNumberInput, submitVatNumber, vatBack,
} from './widget';
import { $vatCountries, $vatCountryOptions, loadVatCountries } from './countries';
import { $vatView } from './view';

async function numberFor(country: string, number: string): Promise<void> {
  await selectVatCountry(country);
  answerHasVat(true);
  setVatNumberInput(number);
  await submitVatNumber();
}

beforeEach(() => {
  seedCheckout({ product: PRODUCTS.eurPremium(), user: null });
  $step.set('planOrFee');
});

describe('VAT widget store (part 1 §4, §5, §7, §8)', () => {
  it('part 1 §3: the country list is the gateway list plus Outside EU, named in the page language', async () => {
    await loadVatCountries();
    const options = $vatCountryOptions.get();
    expect(options).toHaveLength(29);
    expect(options.find((o) => o.code === 'DE')).toEqual({ code: 'DE', name: 'Alemanha', nameKey: null });
    expect(options.at(-1)).toEqual({ code: 'OEU', name: null, nameKey: 'checkout:vat.outside_eu' });
  });

  it.each([
    ['part 1 §4: Germany asks for a VAT number first', 'DE', 'ifHasVat', null],
    ['part 1 §4: the Netherlands applies its fee at once', 'NL', 'result', 21],
    ['part 1 §4: Outside EU is exempt at 0%', 'OEU', 'result', 0],
    ['part 1 §4: Greece is looked up by its ISO code', 'GR', 'ifHasVat', null],
  ])('%s', async (_row, code, step, percent) => {
    await loadVatCountries();
    await selectVatCountry(code);
    expect($vatWidget.get().step).toBe(step);
    expect($vatPercent.get()).toBe(percent);
  });

  it('part 1 §4: Germany without a VAT number applies 19% to the cart', async () => {
    await selectVatCountry('DE');
    answerHasVat(false);
    expect($vatChoice.get()).toEqual({ kind: 'countryFee', countryCode: 'DE', percentage: 19 });
    expect($cartTotals.get()?.charge).toMatchObject({ amount: 5900, vat: 1121, total: 7021 });
  });

  it('part 1 §4: an exempt choice records country OE in the VAT state', async () => {
    await loadVatCountries();
    await selectVatCountry('OEU');
    expect($vatState.get()).toMatchObject({ percentage: 0, vatCountry: 'OE', amount: 0 });
  });

  it('part 1 §8: a registered number gives 0% (reverse charge) and the valid message', async () => {
    await numberFor('DE', 'DE812345673');
    expect($vatChoice.get()).toMatchObject({ kind: 'vatNumber', vatNumberCompleted: 'DE812345673', companyName: 'Sandkasten Software GmbH' });
    expect($vatPercent.get()).toBe(0);
    expect($vatView.get().result?.notice).toEqual({ key: 'errors:vat.valid', values: { vatNumber: 'DE812345673' } });
    expect($vatState.get()).toMatchObject({ vatNumber: '812345673', vatCompanyAddress: 'Musterstraße 1, 10115 Berlin' });
  });

  it.each([
    ['part 1 §8: an unregistered number is invalid', 'DE314159262', { key: 'errors:vat.invalid', values: { vatNumber: 'DE314159262' } }],
    ['part 1 §5: a badly formed number fails the format check', 'DE12345', { key: 'errors:validation.vat_format', values: { vatNumber: 'DE12345' } }],
    ['part 1 §5: an empty number is required', '  ', { key: 'errors:validation.vat_number_required', values: undefined }],
  ])('%s, and the typed number is kept', async (_row, typed, error) => {
    await numberFor('DE', typed);
    expect($vatView.get()).toMatchObject({ step: 'addVatNumber', error, numberInput: typed, numberPrefix: 'DE' });
    expect($vatChoice.get()).toBeNull();
  });

  it('DESIGN.md Failures: a second submit while the registry answers sends nothing more', async () => {
    await selectVatCountry('DE');
    answerHasVat(true);
    setVatNumberInput('DE812345673');
    const validations = countSandboxCalls('/vat/validate');
    await Promise.all([submitVatNumber(), submitVatNumber()]);
    expect(validations()).toBe(1);
    expect($vatChoice.get()).toMatchObject({ kind: 'vatNumber' });
  });

  it('part 1 §5: no country picked says to select one', async () => {
    await selectVatCountry('');
    expect($vatView.get().error).toEqual({ key: 'errors:validation.vat_country_required', values: undefined });
  });

  it.each([
    ['part 1 §4: EUR without a choice is held on step 1', PRODUCTS.eurPremium(), 'errors:vat.choice_required', 'planOrFee'],
    ['part 1 §4: other currencies move on', PRODUCTS.premiumPlus(), null, 'payment'],
  ])('%s', (_row, product, blocked, step) => {
    seedCheckout({ product });
    expect(goNext()).toBe(blocked);
    expect($step.get()).toBe(step);
    expect($vatAttention.get()).toBe(blocked);
  });

  it('part 1 §4: after a choice the move to payment passes and the notice goes', async () => {
    expect(goNext()).toBe('errors:vat.choice_required');
    await selectVatCountry('NL');
    expect($vatAttention.get()).toBeNull();
    expect(goNext()).toBeNull();
    expect($step.get()).toBe('payment');
  });

  it.each([
    ['DESIGN.md Failures: HTTP 500', 'http500', 'errors:request.http'],
    ['DESIGN.md Failures: offline', 'offline', 'errors:request.network'],
  ] as const)('%s on number validation: message, number kept, retry validates', async (_row, fault, key) => {
    setScenario({ fault, faultTimes: 1, faultPath: '/vat/validate' });
    await numberFor('DE', 'DE812345673');
    expect($vatRequest.get()).toEqual({ status: 'failed', task: 'number', messageKey: key });
    expect($vatWidget.get().step).toBe('addVatNumber');
    expect($vatNumberInput.get()).toBe('DE812345673');
    await retryVat();
    expect($vatRequest.get()).toEqual({ status: 'idle' });
    expect($vatChoice.get()).toMatchObject({ kind: 'vatNumber', vatNumberCompleted: 'DE812345673' });
  });

  it('DESIGN.md Failures: a failed fee lookup keeps the country and the retry goes on', async () => {
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: '/vat/fee' });
    await selectVatCountry('NL');
    expect($vatRequest.get()).toEqual({ status: 'failed', task: 'fee', messageKey: 'errors:request.http' });
    expect($vatView.get().countryCode).toBe('NL');
    await retryVat();
    expect($vatChoice.get()).toEqual({ kind: 'countryFee', countryCode: 'NL', percentage: 21 });
  });

  it('DESIGN.md Failures: a failed country list can be loaded again', async () => {
    $vatCountries.set({ status: 'idle' });
    setScenario({ fault: 'malformed', faultTimes: 1, faultPath: '/vat/fees' });
    await loadVatCountries();
    expect($vatCountries.get()).toEqual({ status: 'failed', messageKey: 'errors:request.schema' });
    await loadVatCountries();
    expect($vatCountries.get().status).toBe('ready');
  });

  it('part 1 §4: back from the result returns to the country select', async () => {
    await selectVatCountry('NL');
    vatBack();
    expect($vatWidget.get().step).toBe('selectCountry');
    expect($vatPercent.get()).toBeNull();
  });

  it.each([
    ['part 1 §3, §4: a Canary Islands IP is exempt', { ip: '203.0.113.10', country: 'ES', region: 'Canarias' }, 0, 'OE'],
    ['part 1 §3, §4: a French Guiana IP is exempt', { ip: '203.0.113.10', country: 'GF', region: null }, 0, 'OE'],
    ['part 1 §3, §4: a Dutch IP applies the Dutch fee at once', { ip: '203.0.113.10', country: 'NL', region: null }, 21, 'NL'],
  ])('%s', async (_row, locale, percent, country) => {
    $ipLocale.set(locale);
    await expect.poll(() => $vatPercent.get()).toBe(percent);
    expect($vatState.get().vatCountry).toBe(country);
  });

  it('part 1 §3: a German IP picks nothing for the buyer', () => {
    $ipLocale.set({ ip: '203.0.113.10', country: 'DE', region: null });
    expect($vatWidget.get().step).toBe('selectCountry');
  });
});
