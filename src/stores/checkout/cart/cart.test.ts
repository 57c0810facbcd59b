import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS, sandboxUser, seedCheckout, SPONSORS } from '../../../../tests/setup/checkout-fixtures';
import { $aside } from './aside';
import { setBumpSellItems, toggleBumpSellItem } from './bump-sell';
import { $cart, $cartTotals, $vatState } from './cart';
import { applyCoupon, removeCoupon } from '../coupon/coupon';
import { setInitialPeriod } from '../period';
import { $ipLocale, $lang } from '../session';
import { answerHasVat, selectVatCountry } from '../vat/widget';

const NBSP = '\u00a0';

beforeEach(() => {
  seedCheckout();
  setInitialPeriod('MONTHLY');
  removeCoupon();
  setBumpSellItems([]);
});

describe('cart view (part 1 §2)', () => {
  it('part 1 §2: title, price, crossed-out price and period label come formatted in the page language', () => {
    expect($cart.get()).toMatchObject({
      title: 'Premium Plus',
      price: { text: `US$${NBSP}199,00`, fakeText: `US$${NBSP}249,00`, periodLabelKey: 'checkout:cart.period.monthly' },
    });
    $lang.set('en');
    expect($cart.get()?.price.text).toBe('$199.00');
  });

  it.each([
    ['part 1 §9: an amount charged in another currency shows that currency\'s code before $ (MXN$), in es-MX separators', true, 'MX', 'MXN$3,383.00'],
    ['decision 045: a plan priced in MXN reads "$" for a buyer in Mexico, as Mexicans write pesos', false, 'MX', '$3,383.00'],
    ['decision 045: the same plan for a Spanish-speaking buyer in Spain is "MXN", in Spain\'s separators', false, 'ES', `3383,00${NBSP}MXN`],
    ['decision 045: and for one in Colombia, whose "$" is the peso too, "MXN" in Colombian separators', false, 'CO', `MXN${NBSP}3.383,00`],
  ] as const)('%s', (_row, chargedCurrency, country, text) => {
    seedCheckout({ product: { ...PRODUCTS.premiumPlus(), currency: 'MXN', amount: 338300, fakeAmount: null, chargedCurrency }, lang: 'es', user: sandboxUser('mx') });
    $ipLocale.set({ ip: '203.0.113.10', country, region: null });
    expect($cart.get()?.price.text).toBe(text);
  });

  it('decision 045: the country is the one locale by IP found, else the account\'s; the language alone without either', () => {
    seedCheckout({ lang: 'es', user: sandboxUser('mx') });
    expect($cart.get()?.price.text).toBe(`USD${NBSP}199.00`);
    $ipLocale.set({ ip: '203.0.113.10', country: 'US', region: null });
    expect($cart.get()?.price.text).toBe('$199.00');
    seedCheckout({ lang: 'es', user: null });
    expect($cart.get()?.price.text).toBe(`199,00${NBSP}US$`);
  });

  it.each([
    ['decision 020: a yearly price 10% under 12 x monthly carries the saving note', 17910, 'checkout:cart.annual_saving'],
    ['decision 020: no annual price (yearly is 12 x monthly) means no saving note', null, null],
    ['decision 020: an annual price saving less than 10% means no saving note', 19000, null],
  ] as const)('%s', (_row, annualMonthlyAmount, key) => {
    seedCheckout({ product: { ...PRODUCTS.premiumPlus(), annualMonthlyAmount } });
    expect($cart.get()?.period.savingNoteKey).toBe(key);
  });

  it.each([
    ['part 1 §3: a plan recurs, so its price reads "/ Mensal"', PRODUCTS.premiumPlus(), { kind: 'plan' }, 'checkout:cart.period.monthly'],
    ['part 1 §3: a tool recurs, so its price reads "/ Mensal"', PRODUCTS.funnelBuilderTool(), { kind: 'tool' }, 'checkout:cart.period.monthly'],
    ['part 1 §3: a fee has no recurrence period: no period label', PRODUCTS.upworkFee(), { kind: 'fee' }, null],
    ['part 1 §2: a premium template (tp_slug) is bought once: no period label', PRODUCTS.premiumPlus(), { kind: 'premiumTemplate', templateSlug: 'tpl' }, null],
    ['part 1 §2: extra storage is bought once: no period label', PRODUCTS.premiumPlus(), { kind: 'storage', quantity: 2 }, null],
  ] as const)('decision 020: %s', (_row, product, flow, key) => {
    seedCheckout({ product, flow });
    expect($cart.get()?.price.periodLabelKey).toBe(key);
  });

  it('part 1 §2, §4: yearly billing shows the year\'s price (12 months) next to "Anual", the crossed-out price too', () => {
    setInitialPeriod('YEARLY');
    expect($cart.get()?.price).toEqual({ text: `US$${NBSP}2.388,00`, fakeText: `US$${NBSP}2.988,00`, periodLabelKey: 'checkout:cart.period.yearly' });
  });

  it.each([
    ['part 1 §2, §9: unlimited domains and subdomains, 100 GB', PRODUCTS.premiumPlus(), [
      ['domains', 'checkout:cart.unlimited', ''], ['subdomains', 'checkout:cart.unlimited', ''], ['storage', 'checkout:cart.resources.storage_gb', '100'],
    ]],
    ['part 1 §2: counts are shown as numbers', PRODUCTS.essentials(), [
      ['domains', 'checkout:cart.resources.count', '3'], ['subdomains', 'checkout:cart.resources.count', '10'], ['storage', 'checkout:cart.resources.storage_gb', '5'],
    ]],
    ['part 1 §9: quantity 0 is blank, so no line', PRODUCTS.funnelBuilderTool(), []],
  ])('%s', (_row, product, expected) => {
    seedCheckout({ product });
    expect($cart.get()?.resources.map((r) => [r.key, r.valueKey, r.values.value])).toEqual(expected);
  });

  it.each([
    ['part 1 §9: 2 tools shown when every resource has a line; hidden tools skipped (part 1 §2)', PRODUCTS.premiumPlus(), 2, 7],
    ['part 1 §9: 2 tools shown for essentials, 3 under more tools', PRODUCTS.essentials(), 2, 3],
    ['part 1 §9: one more tool shown per missing resource', { ...PRODUCTS.essentials(), resources: { domains: 3, subdomains: 0, storageKb: 0 } }, 4, 1],
  ])('%s', (_row, product, shown, more) => {
    seedCheckout({ product });
    const tools = $cart.get()?.tools;
    expect([tools?.shown.length, tools?.more.length]).toEqual([shown, more]);
    expect([...(tools?.shown ?? []), ...(tools?.more ?? [])].map((t) => t.title)).not.toContain('SuiteZap');
  });

  it.each([
    ['part 1 §2: a plain cart shows only the total', PRODUCTS.essentials(), [['total', `US$${NBSP}49,00`]]],
    ['part 1 §2: Funnel Club adds a first-month line', PRODUCTS.funnelClub(), [['total', `US$${NBSP}87,90`], ['firstMonth', `US$${NBSP}286,90`]]],
    ['part 1 §2: a trial plan adds the trial-day line', PRODUCTS.premiumPlusTrial(), [['total', `US$${NBSP}199,00`], ['trial', `US$${NBSP}0,00`]]],
  ])('%s', (_row, product, lines) => {
    seedCheckout({ product });
    expect($cart.get()?.lines.map((l) => [l.id, l.text])).toEqual(lines);
  });

  it('part 1 §2: the trial line carries its day count', () => {
    seedCheckout({ product: PRODUCTS.premiumPlusTrial() });
    expect($cart.get()?.lines.find((l) => l.id === 'trial')).toMatchObject({ labelKey: 'checkout:cart.trial_days', labelValues: { count: 14 } });
  });

  it('part 1 §5: a coupon adds subtotal and discount lines with its code', async () => {
    seedCheckout({ product: PRODUCTS.essentials() });
    await applyCoupon('SAVE10');
    expect($cart.get()?.lines.map((l) => [l.id, l.text, l.labelValues])).toEqual([
      ['subtotal', `US$${NBSP}49,00`, undefined],
      ['discount', `-US$${NBSP}10,00`, { code: 'SAVE10' }],
      ['total', `US$${NBSP}39,00`, undefined],
    ]);
  });

  it('part 1 §9: the VAT line shows the percent and VAT = amount x percent / 100', async () => {
    seedCheckout({ product: PRODUCTS.eurPremium(), lang: 'de' });
    await selectVatCountry('DE');
    answerHasVat(false);
    expect($cart.get()?.lines.map((l) => [l.id, l.text, l.labelValues])).toEqual([
      ['subtotal', `59,00${NBSP}€`, undefined],
      ['vat', `11,21${NBSP}€`, { percentage: '19' }],
      ['total', `70,21${NBSP}€`, undefined],
    ]);
    expect($vatState.get()).toMatchObject({ percentage: 19, vatCountry: 'DE', amount: 1121 });
  });

  it('part 1 §4: a ticked bump-sell item adds its price to the fee; US$ on the upwork fee (part 1 §9)', () => {
    seedCheckout({ product: PRODUCTS.upworkFee() });
    setBumpSellItems([{ slug: 'contract-review', title: 'Contract review', price: 2500, check: false }]);
    expect($cartTotals.get()?.charge.total).toBe(10000);
    toggleBumpSellItem('contract-review', true);
    expect($cartTotals.get()?.charge.total).toBe(12500);
    expect($cart.get()?.bumpSell).toEqual([{ slug: 'contract-review', title: 'Contract review', description: null, priceText: `US$${NBSP}25,00`, checked: true }]);
    toggleBumpSellItem('contract-review', false);
    expect($cartTotals.get()?.charge.total).toBe(10000);
  });
});

describe('left-column blocks (part 1 §1, §2)', () => {
  it.each([
    ['part 1 §2: stamps show for a plan', PRODUCTS.premiumPlus(), 4],
    ['part 1 §2: product 63 hides the stamps', PRODUCTS.upworkFee(), 0],
    ['part 2 §9: product 64 hides the stamps', { ...PRODUCTS.upworkFee(), id: 64, slug: 'pause-account' }, 0],
    ['part 2 §9: product 65 hides the stamps', { ...PRODUCTS.upworkFee(), id: 65, slug: 'implementation-fee' }, 0],
  ])('%s', (_row, product, count) => {
    seedCheckout({ product });
    expect($aside.get()?.stampKeys).toHaveLength(count);
  });

  it.each([
    ['part 1 §1: no sponsor, no box', null, null],
    ['part 1 §1: the company itself is hidden', SPONSORS.company(), null],
    ['part 1 §1: a referrer is shown', SPONSORS.upline(), 'Marina Costa'],
  ])('%s', (_row, sponsor, name) => {
    seedCheckout({ sponsor });
    expect($aside.get()?.sponsor?.name ?? null).toBe(name);
  });

  it('part 1 §2: the domain-registry flow shows the domain, its years and protection', () => {
    seedCheckout({ product: PRODUCTS.domainRegistry(), flow: { kind: 'domainRegistry', order: 'ORD-1001' } });
    expect($aside.get()?.domain).toEqual({ name: 'minhaloja.com', years: 1, protectionKey: 'checkout:registry.protection_on' });
  });

  it.each([
    ['part 1 §2: the VAT widget is for EUR', PRODUCTS.eurPremium(), true],
    ['part 1 §2: no VAT widget in USD', PRODUCTS.premiumPlus(), false],
  ])('%s', (_row, product, shown) => {
    seedCheckout({ product });
    expect($aside.get()?.vatWidget).toBe(shown);
  });
});
