import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { runClockUntil } from '../support/clock';

/*
 * Faults on the payment call (part 2 §8 request failures; DESIGN.md "Security": one payment per attempt) in the
 * sandbox: the URL's `sandbox-fault` fails the card payment call of provider S's twin; the client resends the same
 * attempt (same idempotency key) after 1 s and 3 s and then says it could not tell. page.clock skips the waits.
 * Also: back/forward after a 3-D Secure return, and a payment made with the keyboard only (a reload after the
 * request left: one-payment-per-purchase.spec.ts).
 */

const USER = { pt: 'br', en: 'us', de: 'de' } as const;

async function openCardStep(checkout: CheckoutPage, query: Record<string, string> = {}, slug = 'premium-plus-plan') {
  await checkout.openLoaded(slug, { 'sandbox-user': USER[checkout.lang as keyof typeof USER], ...query });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  // The test wallet is selected first (part 2 §4.2): the buyer picks the card.
  await checkout.payment.method('creditCard').click();
  await expect(checkout.payment.method('creditCard')).toBeChecked();
  await checkout.payment.holder().fill('John Miller');
}

function paidTitle(checkout: CheckoutPage): Locator {
  return checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });
}

/** How many more calls the armed sandbox fault will fail (src/sandbox/scenario.ts). */
async function faultsLeft(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('sandbox-scenario') ?? '{}') as { faultTimes?: number }).faultTimes ?? 0);
}

/** Each fault in at least one language, the timeout (the slowest to give up) in two; the 500 also in payment-card.spec.ts. */
const FAULTS = { pt: ['timeout', 'offline'], en: ['timeout', 'malformed'], de: ['http500', 'offline'] } as const;

for (const lang of ['pt', 'en', 'de'] as const) {
  test.describe(`faults on the payment call (${lang})`, () => {
    for (const fault of FAULTS[lang]) {
      test(`part 2 §8: ${fault} on every send ends in "check payment"; nothing typed is lost; one payment once it clears`, async ({ page }) => {
        const checkout = new CheckoutPage(page, lang);
        await openCardStep(checkout, { 'sandbox-fault': fault, 'sandbox-fault-path': '/payment/provider-s', 'sandbox-fault-times': '3' });
        await checkout.payment.fillCard('4242 4242 4242 4242');
        await page.clock.install();
        await checkout.payment.payButton().click();
        // The first send must have left before the clock runs (the card frame answers the collect in real time).
        await expect.poll(() => faultsLeft(page)).toBe(2);
        await runClockUntil(page, async () => (await checkout.payment.alert().count()) > 0);
        await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'));
        expect(await faultsLeft(page)).toBe(0);
        const check = checkout.payment.payButton('payment:status.check_again');
        await expect(check).toBeEnabled();
        // Nothing the buyer typed is lost.
        await expect(checkout.payment.holder()).toHaveValue('John Miller');
        await expect(checkout.payment.cardNumber()).toHaveValue('4242 4242 4242 4242');
        await checkout.expectNoAxeViolations();
        await check.click();
        await expect(paidTitle(checkout)).toBeFocused();
        const payments = await checkout.payment.createdPayments();
        expect(payments.map((p) => p.call)).toEqual(['provider-s-card']);
      });
    }

    if (lang === 'en') test('part 2 §8: one fault and then an answer: the resend of the same attempt pays once', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout, { 'sandbox-fault': 'offline', 'sandbox-fault-path': '/payment/provider-s', 'sandbox-fault-times': '1' });
      await checkout.payment.fillCard('4242 4242 4242 4242');
      await page.clock.install();
      await checkout.payment.payButton().click();
      await expect.poll(() => faultsLeft(page)).toBe(0);
      await runClockUntil(page, async () => (await paidTitle(checkout).count()) > 0);
      await expect(paidTitle(checkout)).toBeVisible();
      expect(await checkout.payment.createdPayments()).toHaveLength(1);
    });
  });
}

test.describe('one payment per attempt across navigation (DESIGN.md "Security")', () => {
  // A reload after the payment request left, in every method family: one-payment-per-purchase.spec.ts.

  test('back and forward after a 3-D Secure redirect return create no second payment', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await openCardStep(checkout);
    await checkout.payment.fillCard('4000 0000 0000 3063');
    await checkout.payment.payButton().click();
    // The sandbox bank's challenge page (docs/sandbox.md), then back to the checkout.
    await page.getByRole('button', { name: checkout.t('sandbox:bank.approve') }).click();
    await page.waitForURL(/threeSecure=1/);
    await expect(paidTitle(checkout)).toBeVisible({ timeout: 15_000 });
    expect(await checkout.payment.createdPayments()).toHaveLength(1);
    await page.goBack(); // the bank's page
    await page.goBack(); // the checkout before paying
    await checkout.expectLoaded();
    expect(await checkout.payment.createdPayments()).toHaveLength(1);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/threeSecure=1/);
    await expect(paidTitle(checkout)).toBeVisible({ timeout: 15_000 });
    expect(await checkout.payment.createdPayments()).toHaveLength(1);
    await checkout.expectNoAxeViolations();
  });
});

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el.ownerDocument.activeElement === el)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

for (const lang of ['pt', 'en', 'de'] as const) {
  test(`${lang}: a payment made with the keyboard only (Tab, Space, Enter) reaches the confirmation`, async ({ page }) => {
    // A trial has no wallet (part 2 §4.2), so the card form is the method on entry: no arrow key needed.
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan-trial', { 'sandbox-user': USER[lang] });
    await tabTo(page, checkout.continueButton());
    await page.keyboard.press('Enter');
    await expect(checkout.payment.title()).toBeFocused();
    await expect(checkout.payment.method('creditCard')).toBeChecked();
    await tabTo(page, checkout.payment.holder());
    await page.keyboard.type('John Miller');
    const frame = checkout.payment.cardFrame();
    await tabTo(page, checkout.payment.cardNumber());
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await expect(frame.getByRole('textbox', { name: checkout.t('payment:card.expiry') })).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(frame.getByRole('textbox', { name: checkout.t('payment:card.cvc') })).toBeFocused();
    await page.keyboard.type('123');
    const pay = checkout.payment.payButton();
    await expect(pay).toBeEnabled();
    await tabTo(page, pay);
    await checkout.expectNoAxeViolations();
    await page.keyboard.press('Space');
    await expect(paidTitle(checkout)).toBeFocused();
    expect((await checkout.payment.createdPayments()).map((p) => p.call)).toContain('provider-s-card');
  });
}
