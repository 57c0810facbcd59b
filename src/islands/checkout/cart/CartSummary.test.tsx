// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeCoupon } from '~/stores/checkout/coupon/coupon';
import { setInitialPeriod } from '~/stores/checkout/period';
import { answerHasVat, selectVatCountry } from '~/stores/checkout/vat/widget';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { stubScreenWidth } from '../../../../tests/setup/match-media';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CartSummary } from './CartSummary';

function lines(): [string, string][] {
  return screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

beforeEach(() => {
  setInitialPeriod('MONTHLY');
  removeCoupon();
});
afterEach(cleanup);

describe('<CartSummary /> (part 1 §2)', () => {
  it.each([
    ['pt', 'Premium Plus', 'US$\u00a0199,00', 'Mensal', 'Economize anualmente 10%', 'Ilimitado'],
    ['en', 'Premium Plus', '$199.00', 'Monthly', 'Save 10% with yearly billing', 'Unlimited'],
  ] as const)('part 1 §2: in %s shows title, price, period, the saving note and resources', (lang, title, price, period, note, unlimited) => {
    // An annual price 10% under the monthly one: the note's promise holds (decision 020).
    seedCheckout({ lang, product: { ...PRODUCTS.premiumPlus(), annualMonthlyAmount: 17910 } });
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(price.replace('\u00a0', ' '), { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(`/ ${period}`)).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.getAllByText(unlimited)).toHaveLength(2);
  });

  it.each([
    ['pt', 'Economize anualmente 10%'],
    ['en', 'Save 10% with yearly billing'],
  ] as const)('decision 020: in %s a plan whose yearly price is 12 x monthly gets the toggle without the saving note', (lang, note) => {
    seedCheckout({ lang });
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(note)).toBeNull();
  });

  it.each([
    ['pt', 'Mensal'],
    ['en', 'Monthly'],
  ] as const)('decision 020: in %s a one-off fee shows its price without a period label', (lang, monthly) => {
    seedCheckout({ lang, product: PRODUCTS.upworkFee(), flow: { kind: 'fee' } });
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    expect(screen.getByRole('heading', { name: 'Upwork service fee' })).toBeTruthy();
    expect(document.querySelector('.cart-product__amount')?.textContent).toBeTruthy();
    expect(document.querySelector('.cart-product__period')).toBeNull();
    expect(screen.queryByText(`/ ${monthly}`)).toBeNull();
  });

  it.each([
    ['pt', 'Mais ferramentas adicionais', 'Anual', 'US$\u00a02.388,00'],
    ['en', 'More tools', 'Yearly', '$2,388.00'],
  ] as const)('part 1 §2: in %s the first tools show and the rest expand; yearly is 12 months', async (lang, more, yearly, total) => {
    seedCheckout({ lang });
    const user = userEvent.setup();
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    expect(screen.getByText('Site Builder')).toBeTruthy();
    const moreList = () => screen.getByText('CRM').closest('ul') as HTMLUListElement;
    expect(moreList().hidden).toBe(true);
    expect(screen.queryByText('SuiteZap')).toBeNull();
    const disclosure = screen.getByRole('button', { name: more });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(disclosure.getAttribute('aria-controls')).toBe(moreList().id);
    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(moreList().hidden).toBe(false);
    expect(screen.queryByText('WhatsApp Launch Manager')).toBeNull();
    await user.click(screen.getByRole('radio', { name: yearly }));
    expect(lines()).toEqual([['Total', total]]);
    // The price next to "/ Anual" is the year's amount, the one charged, not the per-month amount.
    expect(document.querySelector('.cart-product__amount')?.textContent).toBe(total);
    expect(document.querySelector('.cart-product__period')?.textContent).toBe(`/ ${yearly}`);
  });

  it.each([
    ['part 1 §2: the trial-day line', PRODUCTS.premiumPlusTrial(), [['Total', 'US$\u00a0199,00'], ['14 dias grátis', 'US$\u00a00,00']]],
    ['part 1 §2: the first-month line', PRODUCTS.funnelClub(), [['Total', 'US$\u00a087,90'], ['Primeiro mês', 'US$\u00a0286,90']]],
  ])('%s', (_row, product, expected) => {
    seedCheckout({ product });
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    expect(lines()).toEqual(expected);
  });

  it.each([
    ['pt', [['Subtotal', '€\u00a059,00'], ['VAT (19%)', '€\u00a011,21'], ['Total', '€\u00a070,21']]],
    ['en', [['Subtotal', '€59.00'], ['VAT (19%)', '€11.21'], ['Total', '€70.21']]],
  ] as const)('part 1 §2, §9: in %s the totals carry the VAT line', async (lang, expected) => {
    seedCheckout({ product: PRODUCTS.eurPremium(), lang });
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    await selectVatCountry('DE');
    answerHasVat(false);
    expect(await screen.findByText('VAT (19%)')).toBeTruthy();
    expect(lines()).toEqual(expected);
  });

  it('part 1 §2: a tool has no monthly/yearly toggle', () => {
    seedCheckout({ product: PRODUCTS.funnelBuilderTool() });
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Resumo do pedido' })).getByText('Funnel Builder')).toBeTruthy();
  });
});

describe('<CartSummary /> on a phone (part 1 §2; one column below 900 px)', () => {
  let screenWidth: ReturnType<typeof stubScreenWidth>;
  beforeEach(() => {
    screenWidth = stubScreenWidth(360);
  });
  afterEach(() => screenWidth.restore());

  const disclosure = (details: string) => screen.getByRole('button', { name: new RegExp(`${details}$`) });
  const controlled = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  const lineText = (button: HTMLElement) => [...button.children].map((part) => part.textContent?.replace('▾', '').trim());

  it.each([
    ['pt', 'Resumo do pedido', 'Detalhes', 'US$\u00a0199,00'],
    ['en', 'Order summary', 'Details', '$199.00'],
  ] as const)('part 1 §2: in %s the summary folds to one line with the product and the total', (lang, region, details, total) => {
    seedCheckout({ lang });
    render(<TestI18n lang={lang}><CartSummary /></TestI18n>);
    const button = disclosure(details);
    expect(lineText(button)).toEqual(['Premium Plus', total, details]);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(controlled(button).hidden).toBe(true);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
    // The region keeps its name (the heading stays for screen readers) and holds the line.
    expect(within(screen.getByRole('region', { name: region })).getByRole('button', { name: new RegExp(details) })).toBe(button);
  });

  it('part 1 §2: the line opens the whole summary in place and closes it again', async () => {
    seedCheckout({ lang: 'pt' });
    const user = userEvent.setup();
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    const button = disclosure('Detalhes');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(controlled(button).hidden).toBe(false);
    expect(controlled(button).contains(screen.getByRole('radio', { name: 'Mensal' }))).toBe(true);
    expect(lines()).toEqual([['Total', 'US$\u00a0199,00']]);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(controlled(button).hidden).toBe(true);
  });

  it('part 1 §2: the folded line follows the cart: yearly shows the year\'s total', async () => {
    seedCheckout({ lang: 'pt' });
    const user = userEvent.setup();
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    await user.click(disclosure('Detalhes'));
    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    await user.click(disclosure('Detalhes'));
    expect(lineText(disclosure('Detalhes'))).toEqual(['Premium Plus', 'US$\u00a02.388,00', 'Detalhes']);
  });

  it('part 1 §2: the first-month purchase shows the Total line, not the first charge', () => {
    seedCheckout({ product: PRODUCTS.funnelClub() });
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    expect(lineText(disclosure('Detalhes'))[1]).toBe('US$\u00a087,90');
  });

  it('two columns (900 px and wider) show the summary open, with no disclosure, also after a rotation', () => {
    seedCheckout({ lang: 'pt' });
    render(<TestI18n lang="pt"><CartSummary /></TestI18n>);
    expect(screen.queryByRole('button', { name: /Detalhes/ })).not.toBeNull();
    act(() => screenWidth.resize(1024));
    expect(screen.queryByRole('button', { name: /Detalhes/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo do pedido' })).toBeTruthy();
    expect(lines()).toEqual([['Total', 'US$\u00a0199,00']]);
    act(() => screenWidth.resize(899));
    expect(disclosure('Detalhes').getAttribute('aria-expanded')).toBe('false');
  });
});
