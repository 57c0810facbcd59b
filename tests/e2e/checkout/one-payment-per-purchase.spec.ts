import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { typeMasked } from '../support/masked-input';
import { storedPayments } from '../support/sandbox-payments';

/*
 * One payment per purchase (DESIGN.md "Security"; decision 012), as a buyer meets it: a reload after the payment
 * request has left (the sandbox gateway took the payment and holds its answer back, `sandbox-gateway-delay`), Back
 * to the same checkout after paying, two tabs of one browser, and a definite refusal followed by another card. Each
 * counts what the sandbox gateway created (localStorage, shared by the context's tabs) at the moment it matters.
 * The rules themselves (closing, the lookup's answers, the lock) are the store tests' (purchase-scope.test.ts).
 */

const LANGS = ['pt', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** Long enough to reload while the answer waits; the reload ends the wait (the sandbox runs in the page). */
const HELD_ANSWER = { 'sandbox-gateway-delay': '60000' };

/** The first tab's held answer in the two-tabs journey: released by its page's clock, within the payment's 30-second limit. */
const TAB_HOLD_MS = 20_000;

const paidTitle = (checkout: CheckoutPage): Locator => checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });

/** Resolves once the gateway has taken `count` payments: the request has left and been received. */
async function gatewayTook(page: Page, count = 1): Promise<void> {
  await expect.poll(async () => (await storedPayments(page)).length, { timeout: 15_000 }).toBe(count);
}

/** The payment step of `slug` for `user`, with `method` chosen (the test wallet is selected first, part 2 §4.2). */
async function openStep(checkout: CheckoutPage, slug: string, query: Record<string, string>, method: string): Promise<void> {
  await checkout.openLoaded(slug, query);
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  await checkout.payment.method(method).click();
  await expect(checkout.payment.method(method)).toBeChecked();
}

async function payByCard(checkout: CheckoutPage, query: Record<string, string>, number = '4242 4242 4242 4242'): Promise<void> {
  await openStep(checkout, 'premium-plus-plan', { 'sandbox-user': checkout.lang === 'pt' ? 'br' : 'us', ...query }, 'creditCard');
  await checkout.payment.holder().fill('John Miller');
  await checkout.payment.fillCard(number);
  await checkout.payment.payButton().click();
}

/** A reload after the request left: the reloaded page must find the payment and say so, and never pay again. */
async function reloadAndExpect(checkout: CheckoutPage, shown: Locator, calls: string[]): Promise<void> {
  await checkout.page.reload();
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect(checkout.payment.payButton()).toHaveCount(0);
  expect((await storedPayments(checkout.page)).map((p) => p.call)).toEqual(calls);
}

for (const lang of LANGS) {
  test.describe(`a reload after the payment request left (${lang})`, () => {
    test('provider S card: the reloaded page shows the payment approved; one payment', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await payByCard(checkout, HELD_ANSWER);
      await gatewayTook(page);
      await reloadAndExpect(checkout, paidTitle(checkout), ['provider-s-card']);
    });

    test('a lost answer (the gateway took it, the answer never came): the reloaded page shows it approved; one payment', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await payByCard(checkout, { 'sandbox-fault': 'lost', 'sandbox-fault-path': 'provider-s/card', 'sandbox-fault-times': '3' });
      await gatewayTook(page);
      await reloadAndExpect(checkout, paidTitle(checkout), ['provider-s-card']);
    });

    test('the lookup fails once after the reload: "being checked" with its button (never a refusal), which then finds the payment; one payment', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await payByCard(checkout, HELD_ANSWER);
      await gatewayTook(page);
      // The office's attempt lookup fails on the reloaded page's first ask.
      await checkout.injectFault({ fault: 'http500', path: 'payment-attempts', times: 1 });
      await page.reload();
      await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'), { timeout: 15_000 });
      await expect(checkout.payment.method('creditCard')).toBeChecked();
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton('payment:status.check_again').click();
      await expect(paidTitle(checkout)).toBeVisible({ timeout: 15_000 });
      expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-s-card']);
    });

    test('a saved card: the reloaded page shows the payment approved; one debit', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openStep(checkout, 'premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'saved-cards' : 'saved-cards-en', ...HELD_ANSWER }, 'myCards');
      await expect(checkout.payment.savedCard('Visa', '4242')).toBeChecked();
      await checkout.payment.payButton().click();
      await gatewayTook(page);
      await reloadAndExpect(checkout, paidTitle(checkout), ['saved-card-debit']);
    });

    test('pix: the reloaded page shows the same pix waiting; one pix', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openStep(checkout, 'premium-plan-149-brl', { 'sandbox-user': lang === 'pt' ? 'br' : 'us', 'allowed-brl': '1', ...HELD_ANSWER }, 'pix');
      await typeMasked(checkout.payment.region().getByRole('textbox', { name: checkout.t('payment:brazil.cpf_cnpj'), exact: true }), '52998224725');
      await checkout.payment.payButton('payment:button.pix').click();
      await gatewayTook(page);
      const qr = String(((await storedPayments(page))[0]?.answer.gateway?.pix as { qrCode?: string } | undefined)?.qrCode);
      await reloadAndExpect(checkout, page.getByRole('heading', { name: checkout.t('payment:confirmation.awaiting_payment') }), ['provider-b-pix']);
      await expect(page.getByText(qr)).toBeVisible();
    });

    test('a provider U cash slip: the reloaded page shows the same slip; one slip', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openStep(checkout, 'essentials-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us', country: 'ar', ...HELD_ANSWER }, 'cash');
      await typeMasked(checkout.payment.region().getByRole('textbox', { name: checkout.t('latam:state'), exact: true }), 'ba');
      await checkout.payment.payButton('payment:button.cash').click();
      await gatewayTook(page);
      await reloadAndExpect(checkout, page.getByRole('heading', { name: checkout.t('payment:confirmation.cash_title') }), ['provider-u-cash']);
    });
  });

  test(`Back after paying: the same checkout opened again says it was paid, with the office; buying again is a choice (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await payByCard(checkout, {});
    await expect(paidTitle(checkout)).toBeVisible();
    await checkout.open('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us' });
    const notice = page.getByRole('heading', { name: checkout.t('purchase:paid_before.title') });
    await expect(notice).toBeFocused({ timeout: 15_000 });
    await expect(page.getByText(checkout.t('payment:method.creditCard'), { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: checkout.t('common:actions.go_to_office') })).toBeVisible();
    await expect(checkout.payment.payButton()).toHaveCount(0);
    await checkout.expectNoAxeViolations();
    await page.getByRole('button', { name: checkout.t('purchase:paid_before.buy_again') }).click();
    await expect(checkout.continueButton()).toBeVisible({ timeout: 15_000 });
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-s-card']);
  });

  test(`two tabs: the second tab's press pays nothing, says the other tab is paying, then shows its outcome (${lang})`, async ({ page, context }) => {
    const first = new CheckoutPage(page, lang);
    const second = new CheckoutPage(await context.newPage(), lang);
    const user = { 'sandbox-user': lang === 'pt' ? 'br' : 'us' };
    // Both tabs at step 2 with a card typed; the first pays, its answer held on the first page's clock (the sandbox's
    // gateway runs in that page) until the second tab has pressed: no race with the machine's speed.
    await openStep(second, 'premium-plus-plan', user, 'creditCard');
    await second.payment.holder().fill('John Miller');
    await second.payment.fillCard('4242 4242 4242 4242');
    await page.clock.install();
    await payByCard(first, { 'sandbox-gateway-delay': String(TAB_HOLD_MS) });
    await gatewayTook(page);
    await second.payment.payButton().click();
    await expect(second.payment.region().getByRole('status').filter({ hasText: second.t('payment:status.elsewhere') })).toBeVisible();
    await expect(second.payment.payButton()).toHaveCount(0);
    await second.expectNoAxeViolations();
    await page.clock.runFor(TAB_HOLD_MS);
    await expect(paidTitle(first)).toBeVisible({ timeout: 15_000 });
    await expect(paidTitle(second)).toBeVisible({ timeout: 15_000 });
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-s-card']);
  });

  test(`a definite refusal closes the attempt: another card then pays under a new key, no 409 (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await payByCard(checkout, {}, '4000 0000 0000 0002');
    await expect(checkout.payment.alert()).toBeVisible();
    await checkout.payment.fillCard('4242 4242 4242 4242');
    await checkout.payment.payButton().click();
    await expect(paidTitle(checkout)).toBeVisible();
    const payments = await storedPayments(page);
    expect(payments.map((p) => p.outcome)).toEqual([expect.not.stringMatching(/authorized/), 'payment_authorized']);
    expect(payments[0]!.sent.idempotency_key).not.toBe(payments[1]!.sent.idempotency_key);
  });
}
