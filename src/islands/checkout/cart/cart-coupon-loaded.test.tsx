// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { $couponInput, removeCoupon } from '~/stores/checkout/coupon/coupon';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { loadInput } from '../../../../tests/setup/load-input';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CheckoutAside, preloadAsideBlocks } from './CheckoutAside';

/*
 * Part 1 §2, §4, §5 and decision 020: the cart and the coupon box after a load over the sandbox office, for the
 * br buyer (pt, the spec's texts verbatim) and the us buyer (en). The browser keeps the period toggle and one
 * coupon as journeys (tests/e2e/checkout/cart-coupon.spec.ts); these are its rule rows.
 */

type Lang = 'pt' | 'en';
const USER: Record<Lang, string> = { pt: 'br', en: 'us' };
const BROWSER: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US' };
const TEXT = {
  pt: { code: 'Código do cupom', apply: 'Aplicar', remove: 'Remover cupom', applied: (code: string) => `Cupom ${code} aplicado`, stamps: 'Nossas garantias', monthly: 'US$ 199,00' },
  en: { code: 'Coupon code', apply: 'Apply', remove: 'Remove coupon', applied: (code: string) => `Coupon ${code} applied`, stamps: 'Our guarantees', monthly: '$199.00' },
} as const;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The cart's totals as [label, amount] rows (Subtotal, Desconto, Total...). */
function totals(): string[][] {
  const cart = document.querySelector('.cart-totals') as HTMLElement;
  return [...cart.querySelectorAll('dt')].map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent)]);
}

async function loadAndRender(lang: Lang, slug: string, search = '') {
  setScenario({ user: USER[lang] });
  await expect(runLoadSequence(loadInput(slug, search, { browserLanguages: [BROWSER[lang]] }))).resolves.toEqual({ state: 'ready' });
  render(<TestI18n lang={lang}><CheckoutAside /></TestI18n>);
  return { user: userEvent.setup(), text: TEXT[lang] };
}

beforeAll(() => preloadAsideBlocks());
beforeEach(() => {
  removeCoupon();
  $couponInput.set('');
});
afterEach(cleanup);

describe('the cart and coupon box after a load over the sandbox (part 1 §2, §4, §5)', () => {
  it.each<[string, Lang, string]>([
    ['decision 020: a country price 10% cheaper yearly shows the saving note', 'pt', 'Economize anualmente 10%'],
    ['decision 020: a country price 10% cheaper yearly shows the saving note', 'en', 'Save 10% with yearly billing'],
  ])('%s (%s)', async (_row, lang, note) => {
    await loadAndRender(lang, 'premium-plus-plan', '?country=us');
    expect(screen.getByText(note)).toBeTruthy();
  });

  it.each<[string, Lang, string, string[][]]>([
    ['part 1 §5: OFF10, 10% forever', 'pt', 'OFF10', [['Subtotal', 'US$ 199,00'], ['Desconto (OFF10)', '-US$ 19,90'], ['Total', 'US$ 179,10']]],
    ['part 1 §5: FREE100, full discount', 'pt', 'FREE100', [['Subtotal', 'US$ 199,00'], ['Desconto (FREE100)', '-US$ 199,00'], ['Total', 'US$ 0,00']]],
    ['part 2 §3: HALF3MONTHS, 50% for 3 months', 'pt', 'HALF3MONTHS', [['Subtotal', 'US$ 199,00'], ['Desconto (HALF3MONTHS)', '-US$ 99,50'], ['Total', 'US$ 99,50']]],
    ['part 1 §5: SUPER is renamed to the plan family\'s code (premium-plus -> SUPER3)', 'pt', 'super', [['Subtotal', 'US$ 199,00'], ['Desconto (SUPER3)', '-US$ 59,70'], ['Total', 'US$ 139,30']]],
    ['part 1 §5: OFF10, 10% forever', 'en', 'OFF10', [['Subtotal', '$199.00'], ['Discount (OFF10)', '-$19.90'], ['Total', '$179.10']]],
    ['part 1 §5: FREE100, full discount', 'en', 'FREE100', [['Subtotal', '$199.00'], ['Discount (FREE100)', '-$199.00'], ['Total', '$0.00']]],
    ['part 2 §3: HALF3MONTHS, 50% for 3 months', 'en', 'HALF3MONTHS', [['Subtotal', '$199.00'], ['Discount (HALF3MONTHS)', '-$99.50'], ['Total', '$99.50']]],
    ['part 1 §5: SUPER is renamed to the plan family\'s code (premium-plus -> SUPER3)', 'en', 'super', [['Subtotal', '$199.00'], ['Discount (SUPER3)', '-$59.70'], ['Total', '$139.30']]],
  ])('%s (%s): %s is applied to the totals and can be removed', async (_row, lang, code, lines) => {
    const { user, text } = await loadAndRender(lang, 'premium-plus-plan');
    await user.type(screen.getByRole('textbox', { name: text.code }), code);
    await user.click(screen.getByRole('button', { name: text.apply }));
    const shown = lines[1]?.[0]?.replace(/^.*\((.*)\)$/, '$1') ?? '';
    expect(await screen.findByText(text.applied(shown))).toBeTruthy();
    expect(totals()).toEqual(lines);
    await user.click(screen.getByRole('button', { name: text.remove }));
    expect(totals()).toEqual([['Total', text.monthly]]);
  });

  it.each<[string, Lang, string]>([
    ['part 1 §4: the coupon of the URL is checked during the load', 'pt', 'US$ 179,10'],
    ['part 1 §4: the coupon of the URL is checked during the load', 'en', '$179.10'],
  ])('%s (%s)', async (_row, lang, total) => {
    const { text } = await loadAndRender(lang, 'premium-plus-plan', '?coupon=OFF10');
    expect(await screen.findByText(text.applied('OFF10'))).toBeTruthy();
    expect((screen.getByRole('textbox', { name: text.code }) as HTMLInputElement).value).toBe('OFF10');
    expect(totals().at(-1)).toEqual(['Total', total]);
  });

  it('DESIGN.md Failures: the coupon of the URL meeting no connection during the load: the box says so, keeps the code, and the retry applies it (pt)', async () => {
    setScenario({ user: 'br', fault: 'offline', faultTimes: 1, faultPath: 'check-coupon' });
    await expect(runLoadSequence(loadInput('premium-plus-plan', '?coupon=OFF10'))).resolves.toEqual({ state: 'ready' });
    render(<TestI18n lang="pt"><CheckoutAside /></TestI18n>);
    expect((await screen.findByRole('alert')).textContent).toBe('Sem conexão. Verifique sua internet e tente novamente.');
    expect((screen.getByRole('textbox', { name: TEXT.pt.code }) as HTMLInputElement).value).toBe('OFF10');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(TEXT.pt.applied('OFF10'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[string, Lang, string]>([
    ['part 1 §2: the upwork fee (product 63) has no coupon box and no trust stamps, and shows US$; decision 020: no period label', 'pt', 'US$ 100,00'],
    ['part 1 §2: the upwork fee (product 63) has no coupon box and no trust stamps, and shows US$; decision 020: no period label', 'en', 'US$100.00'],
  ])('%s (%s)', async (_row, lang, price) => {
    const { text } = await loadAndRender(lang, 'upwork-fee-usd');
    expect(plain(document.querySelector('.cart-product__amount')?.textContent)).toBe(price);
    expect(document.querySelector('.cart-product__period')).toBeNull();
    expect(screen.queryByRole('textbox', { name: text.code })).toBeNull();
    expect(screen.queryByRole('region', { name: text.stamps })).toBeNull();
  });

  it.each<[string, Lang, string]>([
    ['part 1 §2: a plan keeps its coupon box, its four stamps and its period label', 'pt', '/ Mensal'],
    ['part 1 §2: a plan keeps its coupon box, its four stamps and its period label', 'en', '/ Monthly'],
  ])('%s (%s)', async (_row, lang, period) => {
    const { text } = await loadAndRender(lang, 'premium-plus-plan');
    expect(plain(document.querySelector('.cart-product__period')?.textContent)).toBe(period);
    expect(screen.getByRole('textbox', { name: text.code })).toBeTruthy();
    expect(screen.getByRole('region', { name: text.stamps }).querySelectorAll('li')).toHaveLength(4);
  });
});
