import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 1 §5: the cart's period toggle with a coupon, and a coupon applied and removed, in pt (br) and en (us).
// The rules are rows below the browser, over the same sandbox handlers: every coupon's totals, the URL coupon, the
// saving note, the upwork fee and the plan's blocks in src/islands/checkout/cart/cart-coupon-loaded.test.tsx; every
// refusal reason (the spec's pt texts verbatim) and the visitor's refusal in CouponBox.test.tsx; the included tools
// and the one-off fee's label in CartSummary.test.tsx.

const ACCOUNTS = { pt: 'br', en: 'us' } as const;

const CART = {
  pt: {
    monthly: 'US$ 199,00', yearly: 'US$ 2.388,00', saving: 'Economize anualmente 10%',
    coupons: [
      ['OFF10', [['Subtotal', 'US$ 199,00'], ['Desconto (OFF10)', '-US$ 19,90'], ['Total', 'US$ 179,10']]],
    ],
    applied: (code: string) => `Cupom ${code} aplicado`,
  },
  en: {
    monthly: '$199.00', yearly: '$2,388.00', saving: 'Save 10% with yearly billing',
    coupons: [
      ['OFF10', [['Subtotal', '$199.00'], ['Discount (OFF10)', '-$19.90'], ['Total', '$179.10']]],
    ],
    applied: (code: string) => `Coupon ${code} applied`,
  },
} as const;

for (const lang of ['pt', 'en'] as const) {
  const cart = CART[lang];
  const user = ACCOUNTS[lang];

  test.describe(`cart and coupon (${lang}, ${user})`, () => {
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
  });
}
