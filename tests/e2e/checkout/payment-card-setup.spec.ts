import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { expectedText } from '../support/expected-text';
import { storedPayments } from '../support/sandbox-payments';

/*
 * A purchase that charges nothing now (a trial, part 2 §7 `first_payment_without_charge`) paid by card with provider S
 * in the sandbox: the card is set up by a SetupIntent with the 3-D Secure card for setup (4000 0025 0000 3155,
 * https://docs.stripe.com/testing#regulatory-cards), then the main payment carries the set-up payment method
 * (decision 056). The sandbox's stores count one SetupIntent and one main payment.
 */

/** The sandbox's SetupIntents in this browser context (src/sandbox/handlers/setup-intent-state.ts, localStorage). */
async function setupIntents(page: Page): Promise<{ status: string; billingName: string | null; paymentMethod: string | null }[]> {
  return page.evaluate(() => Object.values((JSON.parse(localStorage.getItem('sandbox-setup-intents') ?? '{}') as { intents?: Record<string, never> }).intents ?? {}));
}

const USER = { pt: 'br', en: 'us' } as const;

async function openTrialCardStep(checkout: CheckoutPage) {
  // A trial has no wallet (part 2 §4.2): the card form is the method on entry.
  await checkout.openLoaded('premium-plus-plan-trial', { 'sandbox-user': USER[checkout.lang as keyof typeof USER] });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  await expect(checkout.payment.method('creditCard')).toBeChecked();
  await checkout.payment.holder().fill('John Miller');
  await checkout.payment.fillCard('4000 0025 0000 3155');
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: part 2 §7 a trial by card sets the card up with 3-D Secure, then pays once with the set-up payment method`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await openTrialCardStep(checkout);
    await checkout.payment.payButton().click();
    const dialog = page.getByRole('dialog', { name: checkout.t('payment:sandbox.challenge_title') });
    await dialog.getByRole('button', { name: checkout.t('payment:sandbox.pass') }).click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused();
    const setups = await setupIntents(page);
    expect(setups).toEqual([expect.objectContaining({ status: 'succeeded', billingName: 'John Miller' })]);
    const main = (await storedPayments(page)).filter((payment) => payment.call === 'provider-s-card');
    expect(main).toHaveLength(1);
    expect(main[0]!.sent).toMatchObject({ payment_method: setups[0]!.paymentMethod, first_payment_without_charge: true });
    expect(main[0]!.sent).not.toHaveProperty('source_token');
  });
}

test('pt: part 2 §8 a declined setup challenge is "Erro na autenticação do cartão", nothing is paid; the next press sets up anew and pays once', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await openTrialCardStep(checkout);
  await checkout.payment.payButton().click();
  const dialog = page.getByRole('dialog', { name: checkout.t('payment:sandbox.challenge_title') });
  await dialog.getByRole('button', { name: checkout.t('payment:sandbox.fail') }).click();
  const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
  await expect(checkout.payment.alert()).toHaveText(expectedText('pt', 'payment:errors.card_authentication_error', { message }));
  expect(await storedPayments(page)).toEqual([]);
  await checkout.payment.payButton().click();
  await dialog.getByRole('button', { name: checkout.t('payment:sandbox.pass') }).click();
  await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused();
  expect((await setupIntents(page)).map((setup) => setup.status)).toEqual(['requires_payment_method', 'succeeded']);
  expect((await storedPayments(page)).filter((payment) => payment.call === 'provider-s-card')).toHaveLength(1);
});
