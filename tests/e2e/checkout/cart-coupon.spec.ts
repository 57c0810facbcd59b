import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// Part 1 §5: the cart's period toggle, totals, coupon box with every reason message (part 1 §5, §8), trust stamps
// and the upwork fee's exceptions, in pt (br) and en (us). The pt messages are the spec's texts, verbatim.

const ACCOUNTS = { pt: 'br', en: 'us' } as const;

const CART = {
  pt: {
    monthly: '$ 199,00', yearly: '$ 2.388,00', saving: 'Economize anualmente 10%',
    coupons: [
      ['OFF10', [['Subtotal', '$ 199,00'], ['Desconto (OFF10)', '-$ 19,90'], ['Total', '$ 179,10']]],
      ['FREE100', [['Subtotal', '$ 199,00'], ['Desconto (FREE100)', '-$ 199,00'], ['Total', '$ 0,00']]],
      ['HALF3MONTHS', [['Subtotal', '$ 199,00'], ['Desconto (HALF3MONTHS)', '-$ 99,50'], ['Total', '$ 99,50']]],
      // Part 1 §5: SUPER is renamed to the plan family's own code (premium-plus -> SUPER3).
      ['super', [['Subtotal', '$ 199,00'], ['Desconto (SUPER3)', '-$ 59,70'], ['Total', '$ 139,30']]],
    ],
    applied: (code: string) => `Cupom ${code} aplicado`,
  },
  en: {
    monthly: '$199.00', yearly: '$2,388.00', saving: 'Save 10% with yearly billing',
    coupons: [
      ['OFF10', [['Subtotal', '$199.00'], ['Discount (OFF10)', '-$19.90'], ['Total', '$179.10']]],
      ['FREE100', [['Subtotal', '$199.00'], ['Discount (FREE100)', '-$199.00'], ['Total', '$0.00']]],
      ['HALF3MONTHS', [['Subtotal', '$199.00'], ['Discount (HALF3MONTHS)', '-$99.50'], ['Total', '$99.50']]],
      ['super', [['Subtotal', '$199.00'], ['Discount (SUPER3)', '-$59.70'], ['Total', '$139.30']]],
    ],
    applied: (code: string) => `Coupon ${code} applied`,
  },
} as const;

/** Every refusal reason the sandbox can give a logged-in buyer, with the message of part 1 §5 (pt) and its translation. */
const REASONS: Record<'pt' | 'en', [string, string][]> = {
  pt: [
    ['INVALID', 'O cupom INVALID, é invaldio.'],
    ['EXPIRED', 'O cupom EXPIRED expirou.'],
    ['USED', 'O cupom USED já foi utilizado.'],
    ['NOTTHISPLAN', 'O cupom NOTTHISPLAN não é válido para este plano.'],
    ['ERR312', '[312] Cupom ERR312 Inválido'],
    ['ERR314', '[314] Cupom ERR314 Inválido'],
    ['BADDATE', 'Data de cupom inválida.'],
    ['CATEGORYUSED', 'Você já utilizou um cupom desta categoria.'],
    ['NOTFORYOU', 'O cupom NOTFORYOU não pode ser utilizado por esta conta.'],
  ],
  en: [
    ['INVALID', 'The coupon INVALID is invalid.'],
    ['EXPIRED', 'The coupon EXPIRED has expired.'],
    ['USED', 'The coupon USED has already been used.'],
    ['NOTTHISPLAN', 'The coupon NOTTHISPLAN is not valid for this plan.'],
    ['ERR312', '[312] Invalid coupon ERR312'],
    ['ERR314', '[314] Invalid coupon ERR314'],
    ['BADDATE', 'Invalid coupon date.'],
    ['CATEGORYUSED', 'You have already used a coupon from this category.'],
    ['NOTFORYOU', "The coupon NOTFORYOU can't be used with this account."],
  ],
};

for (const lang of ['pt', 'en'] as const) {
  const cart = CART[lang];
  const user = ACCOUNTS[lang];

  test.describe(`cart and coupon (${lang}, ${user})`, () => {
    test('decision 020: a plan with a country price 10% cheaper yearly shows the saving note by its toggle', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user, country: 'us' });
      await expect(checkout.cart.region()).toContainText(cart.saving);
    });

    test('the yearly toggle changes the totals and clears the applied coupon, keeping the typed code', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      // Decision 020: without a country price the plan has no annual price (yearly is 12 x monthly): no saving promised.
      await expect(checkout.cart.region().getByRole('radio')).toHaveCount(2);
      await expect(checkout.cart.region()).not.toContainText(cart.saving);
      await expect(checkout.cart.period('monthly')).toBeChecked();
      expect(await checkout.cart.total()).toBe(cart.monthly);

      await checkout.coupon.apply('OFF10');
      await expect(checkout.coupon.box()).toContainText(cart.applied('OFF10'));
      await expect(checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.apply') })).toBeDisabled();

      await checkout.cart.choosePeriod('yearly');
      await expect(checkout.cart.period('yearly')).toBeChecked();
      await expect(checkout.coupon.box()).not.toContainText(cart.applied('OFF10'));
      await expect.poll(() => checkout.cart.totals()).toEqual([['Total', cart.yearly]]);
      await expect(checkout.cart.region().locator('.cart-product__period')).toHaveText(`/ ${checkout.t('checkout:cart.period.yearly')}`);
      await expect(checkout.cart.region().locator('.cart-product__amount')).toHaveText(cart.yearly);
      await expect(checkout.coupon.input()).toHaveValue('OFF10');
      await expect(checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.apply') })).toBeEnabled();

      await checkout.cart.choosePeriod('monthly');
      await expect.poll(() => checkout.cart.total()).toBe(cart.monthly);
    });

    for (const [code, lines] of cart.coupons) {
      test(`the coupon ${code} is applied to the totals and can be removed`, async ({ page }) => {
        const checkout = new CheckoutPage(page, lang);
        await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
        await checkout.coupon.apply(code);
        const shown = lines[1][0].replace(/^.*\((.*)\)$/, '$1');
        await expect(checkout.coupon.box()).toContainText(cart.applied(shown));
        await expect.poll(() => checkout.cart.totals()).toEqual(lines);
        await checkout.expectNoAxeViolations();
        await checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.remove') }).click();
        await expect.poll(() => checkout.cart.totals()).toEqual([['Total', cart.monthly]]);
      });
    }

    test('every refusal reason shows its message, linked to the code, which stays typed', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      for (const [code, message] of REASONS[lang]) {
        await checkout.coupon.apply(code);
        await expect(checkout.coupon.box().getByRole('alert')).toHaveText(message);
        await expect(checkout.coupon.input()).toHaveAttribute('aria-invalid', 'true');
        expect(await checkout.fieldMessage(checkout.coupon.input())).toBe(message);
        await expect(checkout.coupon.input()).toHaveValue(code);
        expect(await checkout.cart.total()).toBe(cart.monthly);
      }
      await checkout.expectNoAxeViolations();
    });

    test('the coupon of the URL is checked during the load', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user, coupon: 'OFF10' });
      await expect(checkout.coupon.box()).toContainText(cart.applied('OFF10'));
      await expect(checkout.coupon.input()).toHaveValue('OFF10');
      await expect.poll(() => checkout.cart.total()).toBe(cart.coupons[0][1][2][1]);
    });

    test('the upwork fee (product 63) has no coupon box and no trust stamps, and shows US$', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('upwork-fee-usd', { 'sandbox-user': user });
      expect(await checkout.cart.price()).toBe(lang === 'pt' ? 'US$ 100,00' : 'US$100.00');
      await expect(checkout.coupon.box()).toHaveCount(0);
      await expect(checkout.cart.stamps()).toHaveCount(0);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      await expect(checkout.coupon.box()).toBeVisible();
      await expect(checkout.cart.stamps().getByRole('listitem')).toHaveCount(4);
    });

    test('decision 020: a one-off fee shows its price without "/ Mensal"; a plan keeps its period label', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('upwork-fee-usd', { 'sandbox-user': user });
      await expect(checkout.cart.region().locator('.cart-product__amount')).toBeVisible();
      await expect(checkout.cart.region().locator('.cart-product__period')).toHaveCount(0);
      await expect(checkout.cart.region()).not.toContainText(`/ ${checkout.t('checkout:cart.period.monthly')}`);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      await expect(checkout.cart.region().locator('.cart-product__period')).toHaveText(`/ ${checkout.t('checkout:cart.period.monthly')}`);
    });

    test('the included tools expand under the "more tools" button', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      const more = checkout.cart.region().getByRole('button', { name: checkout.t('checkout:cart.more_tools') });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      const before = await checkout.cart.region().getByRole('listitem').filter({ visible: true }).count();
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(await checkout.cart.region().getByRole('listitem').filter({ visible: true }).count()).toBeGreaterThan(before);
      // Part 1 §2: the hidden tools are never listed.
      await expect(checkout.cart.region()).not.toContainText('WhatsApp Launch Manager');
      await expect(checkout.cart.region()).not.toContainText('SuiteZap');
    });
  });

  test(`a visitor's coupon is refused because no user is known (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
    const checkout = new CheckoutPage(await context.newPage(), lang);
    await checkout.openLoaded('premium-plus-plan');
    await checkout.coupon.apply('OFF10');
    await expect(checkout.coupon.box().getByRole('alert')).toHaveText(
      lang === 'pt' ? 'Não foi possivel localizar o usuario para este cupom.' : "We couldn't find the user for this coupon.",
    );
    await context.close();
  });
}
