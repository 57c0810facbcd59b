import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { storedPayments } from '../support/sandbox-payments';

/*
 * The 3-D Secure return lands on the same purchase (part 2 §4.4, §7; decision 012): provider A's twin (EUR) sends the
 * buyer to the test bank, which sends them back to the `redir_url_after_payment` the gateway was given, never to the
 * page the buyer came from (a real gateway on another origin never gets the page's query from the Referer). That URL
 * keeps the checkout's query and the period and coupon the buyer paid with, so the return prices the same cart, pays
 * the attempt the buyer left with, and schedules the 100 % coupon's future payment yearly.
 */

/** A buyer whose office language is the test's (docs/sandbox.md "Accounts"). */
const USER = { pt: 'br', en: 'us' } as const;

/** The link's own parameters (a campaign's), which must come back with the buyer. */
const LINK = { aid: '777', utm_campaign: 'spring' } as const;

for (const lang of ['pt', 'en'] as const) {
  test(`part 2 §4.4 (${lang}): provider A's 3-D Secure return with a coupon typed on the page and the yearly period: the same totals, one payment, the future payment yearly`, async ({ page }) => {
    test.setTimeout(90_000);
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': USER[lang], ...LINK });
    // On the page: yearly first (a switch clears a coupon, part 1 §4), then the 100 % coupon (part 1 §5).
    await checkout.cart.choosePeriod('yearly');
    await expect(checkout.cart.period('yearly')).toBeChecked();
    await checkout.coupon.apply('FREE100');
    await expect(checkout.coupon.box()).toContainText('FREE100');
    // Step 1 of an EUR purchase asks for the VAT choice first (part 1 §4): Germany, no VAT number.
    await checkout.vat.chooseCountry('DE');
    await checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.no'), exact: true }).click();
    await expect(checkout.vat.region()).toContainText(/19\s?%/);
    const totals = await checkout.cart.totals();
    await checkout.continueButton().click();
    await expect(checkout.payment.title()).toBeFocused();
    await checkout.payment.method('creditCard').click();
    await expect(checkout.payment.method('creditCard')).toBeChecked();
    await checkout.payment.holder().fill('Lena Weber');
    await checkout.payment.fillCard('4000 0000 0000 3063');
    await checkout.payment.fillAddress();
    await checkout.payment.payButton().click();

    // The test bank (part 2 §9: the form goes after 2 s). The first verification of the return gets no answer, so the
    // return stays on the payment step ("being checked", decision 012) where the cart shows what it prices.
    await page.waitForURL(/\/sandbox\/three-d-secure/);
    await page.evaluate(() => {
      const scenario = JSON.parse(sessionStorage.getItem('sandbox-scenario') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('sandbox-scenario', JSON.stringify({ ...scenario, fault: 'http500', faultPath: '/payment/3ds/return', faultTimes: 1 }));
    });
    await page.getByRole('button', { name: checkout.t('sandbox:bank.approve') }).click();
    await page.waitForURL(/threeSecure=1/);
    await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'), { timeout: 30_000 });

    // Back at the URL the gateway was given: the link's query, the period and coupon paid with, and the bank's own.
    const [payment] = await storedPayments(page);
    const given = new URL(String(payment?.sent['redir_url_after_payment']));
    expect(Object.fromEntries(given.searchParams)).toEqual({ 'sandbox-user': USER[lang], ...LINK, period: 'y', coupon: 'FREE100' });
    const landed = new URL(page.url());
    expect(`${landed.origin}${landed.pathname}`).toBe(`${given.origin}${given.pathname}`);
    for (const [name, value] of given.searchParams) expect(landed.searchParams.get(name), name).toBe(value);
    expect(landed.searchParams.get('identify')).toMatch(/^3ds_sandbox_/);
    expect(landed.searchParams.get('redirectResult')).toMatch(/^rr_sandbox_/);
    // The same purchase: the same cart (yearly, the coupon, the VAT kept across the redirect).
    expect(await checkout.cart.totals()).toEqual(totals);
    await expect(checkout.cart.period('yearly')).toBeChecked();

    // "Check again" verifies the same return: paid, one payment, its future payment scheduled yearly with the coupon.
    await checkout.payment.payButton('payment:status.check_again').click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused({ timeout: 30_000 });
    const payments = await storedPayments(page);
    expect(payments.map((p) => p.call)).toEqual(['provider-a-card', 'future-payment']);
    expect(payments[1]?.sent).toMatchObject({ interval: 12, discount: payment?.sent['discount'] });
    expect(payment?.sent['discount']).toBeTruthy();
    await checkout.expectNoAxeViolations();
  });
}
