import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { storedPayments } from '../support/sandbox-payments';

/*
 * Answers that never came, at the moment they hurt (decision 012 and its addenda): the wallet confirmed while its
 * answer is lost, and a buyer back a day after a lost card answer whom nobody can tell what happened. Each counts what
 * the sandbox gateway created. The rules (which states take a press, the key's lifetime, what the lookup's answers
 * mean) are the store tests' (wallet-pay.test.ts, purchase-scope.test.ts).
 */

const USER = { pt: 'br', en: 'us' } as const;
const DAY_AND_AN_HOUR_MS = 25 * 60 * 60 * 1000;

for (const lang of ['pt', 'en'] as const) {
  test(`a wallet whose confirmation's answer is lost is "being checked", cannot be pressed again, and check again finds it paid: one payment (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    // The sandbox provider confirms the intent (Stripe took the money) and the answer never reaches the page.
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[lang], 'sandbox-fault': 'lost', 'sandbox-fault-path': 'payment-intents/confirm', 'sandbox-fault-times': '1' });
    await checkout.continueButton().click();
    await expect(checkout.payment.method('googlePay')).toBeChecked();
    await checkout.payment.walletButton().click();
    await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'));
    // The wallet is paused, with its reason, and a press on it does nothing.
    const panel = checkout.payment.panel('googlePay');
    await expect(panel.getByText(checkout.t('payment:wallet.paused'))).toBeVisible();
    await expect(panel.locator('.wallet-slot__buttons')).toHaveAttribute('inert', '');
    const box = (await checkout.payment.walletButton().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton('payment:status.check_again').click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused({ timeout: 15_000 });
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['payment-intent']);
  });

  test(`a buyer back a day after a lost card answer, whom nobody can answer: told it may have been paid, never charged again (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    const user = { 'sandbox-user': USER[lang] };
    // The gateway takes the card payment and holds its answer; the buyer leaves before it comes.
    await checkout.openLoaded('premium-plus-plan', { ...user, 'sandbox-gateway-delay': '60000' });
    await checkout.continueButton().click();
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('John Miller');
    await checkout.payment.fillCard('4242 4242 4242 4242');
    await checkout.payment.payButton().click();
    await expect.poll(async () => (await storedPayments(page)).length, { timeout: 15_000 }).toBe(1);
    // A day and an hour later the same link; the office's attempt lookup does not answer.
    await page.clock.setFixedTime(Date.now() + DAY_AND_AN_HOUR_MS);
    await checkout.injectFault({ fault: 'http500', path: 'payment-attempts', times: 1 });
    await checkout.open('premium-plus-plan', user);
    const notice = page.getByRole('heading', { name: checkout.t('purchase:maybe_paid.title') });
    await expect(notice).toBeFocused({ timeout: 15_000 });
    await expect(page.getByText(checkout.t('payment:method.creditCard'), { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: checkout.t('purchase:maybe_paid.invoices') })).toBeVisible();
    await expect(checkout.payment.payButton()).toHaveCount(0);
    await expect(checkout.continueButton()).toHaveCount(0);
    await checkout.expectNoAxeViolations();
    // Paying again is the buyer's explicit choice: it opens a fresh payment step, and nothing was sent meanwhile.
    await page.getByRole('button', { name: checkout.t('purchase:maybe_paid.pay_again') }).click();
    await expect(checkout.payment.title()).toBeVisible({ timeout: 15_000 });
    await expect(checkout.payment.method('googlePay')).toBeEnabled();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-s-card']);
  });
}
