// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeCoupon } from '~/stores/checkout/coupon/coupon';
import { $step } from '~/stores/checkout/steps';
import { setScenario } from '~/sandbox/scenario';
import { $vatCountries, loadVatCountries } from '~/stores/checkout/vat/countries';
import { PRODUCTS, sandboxUser, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CartSummary } from '../cart/CartSummary';
import { VatWidget } from './VatWidget';

/*
 * The VAT widget of premium-plan-59-eur (EUR 59.00) with the cart's totals, for a Brazilian buyer in EUR (pt, the
 * spec's texts verbatim) and a German one (de): part 1 §4, §5, §8. The browser keeps one journey per language
 * (tests/e2e/checkout/vat.spec.ts); these are its rule rows.
 */

type Lang = 'pt' | 'de';

const TEXT = {
  pt: { country: 'Selecione seu país', confirm: 'Confirmar', yes: 'Sim', no: 'Não', number: 'Número de VAT', validate: 'Validar', total: [['Total', '€ 59,00']] },
  de: { country: 'Wählen Sie Ihr Land', confirm: 'Bestätigen', yes: 'Ja', no: 'Nein', number: 'USt-IdNr.', validate: 'Prüfen', total: [['Gesamt', '59,00 €']] },
} as const;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The cart's totals as [label, amount] rows, as the buyer reads them. */
function totals(): string[][] {
  return screen.getAllByRole('term').map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent)]);
}

async function chooseCountry(lang: Lang, code: string) {
  seedCheckout({ product: PRODUCTS.eurPremium(), lang, user: sandboxUser(lang === 'de' ? 'de' : 'br') });
  render(
    <TestI18n lang={lang}>
      <CartSummary />
      <VatWidget />
    </TestI18n>,
  );
  const user = userEvent.setup();
  const text = TEXT[lang];
  const select = screen.getByRole('combobox', { name: text.country });
  await screen.findByRole('option', { name: code === 'NL' ? (lang === 'pt' ? 'Países Baixos' : 'Niederlande') : (lang === 'pt' ? 'Alemanha' : 'Deutschland') });
  await user.selectOptions(select, code);
  await user.click(screen.getByRole('button', { name: text.confirm }));
  return { user, text };
}

async function enterNumber(lang: Lang, number: string) {
  const { user, text } = await chooseCountry(lang, 'DE');
  await user.click(await screen.findByRole('button', { name: text.yes }));
  const input = (await screen.findByRole('textbox', { name: text.number })) as HTMLInputElement;
  if (number) await user.type(input, number);
  await user.click(screen.getByRole('button', { name: text.validate }));
  return { input };
}

beforeEach(() => {
  removeCoupon();
  $step.set('planOrFee');
});
afterEach(cleanup);

describe('<VatWidget /> and the cart totals, pt and de (part 1 §4, §5, §8)', () => {
  it.each<[string, Lang, string, string[][]]>([
    ['part 1 §4: Germany without a VAT number adds the 19% line', 'pt', 'Taxa de VAT: 19%', [['Subtotal', '€ 59,00'], ['VAT (19%)', '€ 11,21'], ['Total', '€ 70,21']]],
    ['part 1 §4: Germany without a VAT number adds the 19% line', 'de', 'MwSt.-Satz: 19 %', [['Zwischensumme', '59,00 €'], ['MwSt. (19 %)', '11,21 €'], ['Gesamt', '70,21 €']]],
  ])('%s (%s)', async (_row, lang, rate, lines) => {
    const { user, text } = await chooseCountry(lang, 'DE');
    expect(totals()).toEqual(text.total);
    const yes = await screen.findByRole('button', { name: text.yes });
    expect(document.activeElement).toBe(yes);
    await user.click(screen.getByRole('button', { name: text.no }));
    expect(await screen.findByText(rate)).toBeTruthy();
    expect(totals()).toEqual(lines);
  });

  it.each<[string, Lang, string, string[][]]>([
    ['part 1 §4: the Netherlands applies its rate at once, without the VAT-number question', 'pt', 'Taxa de VAT: 21%', [['Subtotal', '€ 59,00'], ['VAT (21%)', '€ 12,39'], ['Total', '€ 71,39']]],
    ['part 1 §4: the Netherlands applies its rate at once, without the VAT-number question', 'de', 'MwSt.-Satz: 21 %', [['Zwischensumme', '59,00 €'], ['MwSt. (21 %)', '12,39 €'], ['Gesamt', '71,39 €']]],
  ])('%s (%s)', async (_row, lang, rate, lines) => {
    const { text } = await chooseCountry(lang, 'NL');
    expect(await screen.findByText(rate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.yes })).toBeNull();
    expect(totals()).toEqual(lines);
  });

  it.each<[string, Lang, string, string]>([
    ['part 1 §8: an unregistered number', 'de', 'DE314159262', 'Die USt-IdNr. DE314159262 ist ungültig.'],
    ['part 1 §5: a badly formed number', 'de', 'DE123', 'Die USt-IdNr. DE123 hat kein gültiges Format. Bitte prüfen Sie die Nummer und versuchen Sie es erneut.'],
    ['part 1 §5: no number', 'de', '', 'Es wurde keine USt-IdNr. eingegeben'],
  ])('%s (%s) is refused with its message, kept as typed, linked to the input, and the totals unchanged', async (_row, lang, number, message) => {
    const { input } = await enterNumber(lang, number);
    const alert = await screen.findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(input.value).toBe(number);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(totals()).toEqual(TEXT[lang].total);
  });

  it('part 1 §5: confirming no country asks for one (de)', async () => {
    seedCheckout({ product: PRODUCTS.eurPremium(), lang: 'de' });
    render(<TestI18n lang="de"><VatWidget /></TestI18n>);
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.de.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte wählen Sie Ihr Land aus, um mit der Zahlung fortzufahren');
  });

  it('DESIGN.md Failures: the country rate meeting no connection says so, keeps the country, and the retry applies the rate (pt)', async () => {
    seedCheckout({ product: PRODUCTS.eurPremium(), lang: 'pt', user: sandboxUser('br') });
    render(<TestI18n lang="pt"><CartSummary /><VatWidget /></TestI18n>);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Países Baixos' });
    setScenario({ fault: 'offline', faultTimes: 1, faultPath: '/vat/fee' });
    await user.selectOptions(screen.getByRole('combobox', { name: TEXT.pt.country }), 'NL');
    await user.click(screen.getByRole('button', { name: TEXT.pt.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sem conexão. Verifique sua internet e tente novamente.');
    expect((screen.getByRole('combobox', { name: TEXT.pt.country }) as HTMLSelectElement).value).toBe('NL');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Taxa de VAT: 21%')).toBeTruthy();
  });

  it('DESIGN.md Failures: the country list meeting no connection says so and its retry fills it (de)', async () => {
    $vatCountries.set({ status: 'idle' });
    setScenario({ fault: 'offline', faultTimes: 1, faultPath: '/vat/fees' });
    await loadVatCountries();
    seedCheckout({ product: PRODUCTS.eurPremium(), lang: 'de', user: sandboxUser('de') });
    render(<TestI18n lang="de"><VatWidget /></TestI18n>);
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toContain('Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByRole('option', { name: 'Deutschland' });
    await user.selectOptions(screen.getByRole('combobox', { name: TEXT.de.country }), 'DE');
    await user.click(screen.getByRole('button', { name: TEXT.de.confirm }));
    expect(await screen.findByRole('button', { name: TEXT.de.yes })).toBeTruthy();
  });
});
