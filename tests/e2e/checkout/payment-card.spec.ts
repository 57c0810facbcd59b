import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { expectedText } from '../support/expected-text';

/*
 * The payment step by card in the sandbox (part 2 §2, §4.4, §8; DESIGN.md "Payments", "Security"): the sandbox twin
 * of provider S with its card frame, the test cards of docs/sandbox.md, and the sandbox gateway's payment store counting what
 * was created (one payment per attempt).
 */

/** How many payments the sandbox gateway created in this browser context (src/sandbox/handlers/payment-state.ts, localStorage). */
async function paymentsCreated(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('sandbox-payments');
    return raw ? (JSON.parse(raw) as { records: unknown[] }).records.length : 0;
  });
}

/** A buyer whose office language is the test's (a USD plan: provider S in every country). */
const USER = { pt: 'br', en: 'us', de: 'de' } as const;

async function openCardStep(checkout: CheckoutPage, query: Record<string, string> = {}) {
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[checkout.lang as keyof typeof USER], ...query });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  // A click, also on the option already chosen: the buyer's choice stays when the test wallet shows up.
  await checkout.payment.method('creditCard').click();
  await expect(checkout.payment.method('creditCard')).toBeChecked();
  await checkout.payment.holder().fill('John Miller');
}

for (const lang of ['pt', 'en', 'de'] as const) {
  test.describe(`paying by card (${lang})`, () => {
    test('part 2 §4.4: the test card 4242 pays once and the confirmation opens', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      // Part 2 §2: the header and its badges; the card brands.
      await expect(checkout.payment.region()).toContainText(checkout.t('payment:panel.secure'));
      await expect(checkout.payment.region()).toContainText(checkout.t('payment:panel.ssl'));
      await expect(checkout.payment.region()).toContainText('Visa, Master Card, American Express, Discover, Diners Club');
      // The checkout's own document never holds a card input (DESIGN.md "Payments").
      await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0);
      await checkout.payment.fillCard('4242 4242 4242 4242');
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton().click();
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused();
      expect(await paymentsCreated(page)).toBe(1);
      await checkout.expectNoAxeViolations();
    });

    test('part 2 §8: a refused card shows its reason, keeps what was typed, and a new press is a new attempt', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4000 0000 0000 0002');
      await checkout.payment.payButton().click();
      await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:errors.payment_refused'));
      await expect(checkout.payment.holder()).toHaveValue('John Miller');
      await checkout.expectNoAxeViolations();
      expect(await paymentsCreated(page)).toBe(1);
    });
  });
}

/** The cards the browser types per language (one refused, one paid of another brand); the rest are store rows. */
const BROWSER_CARDS = {
  pt: { refused: ['4000 0000 0000 9995', 'payment:errors.payment_refused'], paid: '5555 5555 5555 4444' },
  en: { refused: ['4000 0000 0000 0127', 'payment:errors.cvc_declined'], paid: '3782 822463 10005' },
  de: { refused: ['4000 0000 0000 0341', 'payment:errors.card_holder_missing'], paid: '6011 1111 1111 1117' },
} as const;

for (const lang of ['pt', 'en', 'de'] as const) {
  test.describe(`each test card of docs/sandbox.md ends with its message (${lang})`, () => {
    // Every test card's outcome and message key is a row of src/stores/checkout/attempt/pay.test.ts (over the
    // sandbox gateway); the browser types one refused and one paid card of another brand per language into the card
    // frame, the languages sharing the cards out (docs/moved-browser-rows.md).
    const cards = BROWSER_CARDS[lang];
    test(`part 2 §8: ${cards.refused[0]}: ${cards.refused[1]}`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard(cards.refused[0]);
      await checkout.payment.payButton().click();
      await expect(checkout.payment.alert()).toHaveText(expectedText(lang, cards.refused[1]));
      expect(await paymentsCreated(page)).toBe(1);
    });

    test(`part 2 §4.4: ${cards.paid}: paid`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard(cards.paid);
      await checkout.payment.payButton().click();
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
      expect(await paymentsCreated(page)).toBe(1);
    });

    test('4000 0000 0000 0119: an unknown reason reads "Erro no analise" with the server\'s text, as text (part 2 §8)', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4000 0000 0000 0119');
      await checkout.payment.payButton().click();
      await expect(checkout.payment.alert()).toContainText(expectedText(lang, 'payment:errors.analysis_error'));
      await expect(checkout.payment.alert()).toContainText('Sandbox: payment refused (processing_error)');
      await checkout.expectNoAxeViolations();
    });

    test('an expiry in a past year shows "O Ano de expiração do cartão é inválido" under the card fields and keeps the button off (part 2 §8)', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4242 4242 4242 4242', '01/20');
      await checkout.payment.holder().click();
      await expect(checkout.payment.panel('creditCard').getByText(expectedText(lang, 'payment:errors.invalid_card_year'), { exact: true })).toBeVisible();
      await expect(checkout.payment.payButton()).toBeDisabled();
      await checkout.expectNoAxeViolations();
    });

    test('part 2 §8: 4100 0000 0000 0019: possible_fraud warns how many attempts remain', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4100 0000 0000 0019');
      await checkout.payment.payButton().click();
      // The first report of an account without warnings: 3 attempts remain (limit 3, src/domain/fraud.ts).
      await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:errors.possible_fraud_warning', { remaining: 3 }));
      if (lang === 'pt') await expect(checkout.payment.alert()).toContainText('Pagamento recusado por suspeita de fraude');
      await checkout.expectNoAxeViolations();
    });
  });
}

test.describe('one payment per attempt (DESIGN.md "Security")', () => {
  test('a double click and then ten clicks on the slow card make exactly one payment', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    await openCardStep(checkout);
    await checkout.payment.fillCard('4000 0000 0000 0077');
    const button = checkout.payment.payButton();
    await button.dblclick();
    for (let i = 0; i < 10; i += 1) await button.click({ force: true, noWaitAfter: true, timeout: 1000 }).catch(() => undefined);
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
    expect(await paymentsCreated(page)).toBe(1);
  });

  test('Enter in the holder field plus a click make one payment', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    await openCardStep(checkout);
    await checkout.payment.fillCard('4000 0000 0000 0077');
    await checkout.payment.holder().press('Enter');
    await checkout.payment.payButton().click({ force: true }).catch(() => undefined);
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
    expect(await paymentsCreated(page)).toBe(1);
  });

  test('a 500 on every send: "check payment" resends the same attempt, and only one payment exists', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await openCardStep(checkout, { 'sandbox-fault': 'http500', 'sandbox-fault-path': '/payment/provider-s', 'sandbox-fault-times': '3' });
    await checkout.payment.fillCard('4242 4242 4242 4242');
    await page.clock.install();
    await checkout.payment.payButton().click();
    await page.clock.runFor(5_000);
    await expect(checkout.payment.alert()).toContainText(checkout.t('payment:status.check_again'));
    await checkout.payment.payButton('payment:status.check_again').click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
    expect(await paymentsCreated(page)).toBe(1);
  });
});

/** Stops the page's clock (axe needs it running: resumed once the page has left for the bank). */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** Moves the stopped clock past the 2 s before the 3-D Secure form is sent (part 2 §9), to the test bank's page. */
async function sendTheRedirectForm(page: Page): Promise<void> {
  await page.clock.runFor(2_100);
  await page.waitForURL(/\/sandbox\/three-d-secure/);
  await page.clock.resume();
}

for (const lang of ['pt', 'en', 'de'] as const) {
  test.describe(`3-D Secure (part 2 §4.4) (${lang})`, () => {
    test('authentication required: decline shows the authentication error, approve pays', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4000 0025 0000 3155');
      await checkout.payment.payButton().click();
      const dialog = page.getByRole('dialog', { name: checkout.t('payment:sandbox.challenge_title') });
      await expect(dialog).toContainText(checkout.t('payment:sandbox.challenge_text'));
      // The challenge dialog is a state of its own (the refusal alert is checked with the refused cards). A whole-page
      // run stalls in the card frame the modal dialog makes inert: axe checks the dialog, whose markup is the same in
      // every language (once is enough).
      if (lang === 'pt') await checkout.expectNoAxeViolations('dialog');
      await dialog.getByRole('button', { name: checkout.t('payment:sandbox.fail') }).click();
      // Part 2 §8: kept visible, with the provider's own message (the sandbox twin's words for a declined challenge).
      const message = 'the test bank did not authenticate the card';
      await expect(checkout.payment.alert()).toHaveText(expectedText(lang, 'payment:errors.card_authentication_error', { message }));
      if (lang === 'pt') await expect(checkout.payment.alert()).toContainText('Erro na autenticação do cartão:');
      await checkout.payment.payButton().click();
      await dialog.getByRole('button', { name: checkout.t('payment:sandbox.pass') }).click();
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
    });

    test('redirect: the form goes after 2 s, the bank approves, the return verifies once and pays; a reload creates nothing', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4000 0000 0000 3063');
      await stopTheClock(page);
      await checkout.payment.payButton().click();
      await expect(checkout.payment.region().getByRole('status').filter({ hasText: checkout.t('payment:status.redirecting_threeDSecure') })).toBeVisible();
      // Part 2 §9: the form is sent after 2 seconds, not before.
      await page.clock.runFor(1_900);
      expect(page.url()).not.toMatch(/three-d-secure/);
      await sendTheRedirectForm(page);
      // The test bank speaks the checkout page's language (locales/<lang>/sandbox.json).
      await expect(page.getByRole('heading', { name: checkout.t('sandbox:bank.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(checkout.t('sandbox:bank.title'));
      if (lang === 'de') await checkout.expectNoAxeViolations();
      await page.getByRole('button', { name: checkout.t('sandbox:bank.approve') }).click();
      await page.waitForURL(/threeSecure=1/);
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible({ timeout: 15_000 });
      expect(await paymentsCreated(page)).toBe(1);
      await page.reload();
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible({ timeout: 15_000 });
      expect(await paymentsCreated(page)).toBe(1);
    });

    // Decision 012: a verification without an answer is an unknown outcome, "being checked", never a request error.
    if (lang !== 'de') test('part 2 §8: the return\'s verification gets no answer: "being checked" (never a failure), and "check again" verifies once more and pays once', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openCardStep(checkout);
      await checkout.payment.fillCard('4000 0000 0000 3063');
      await stopTheClock(page);
      await checkout.payment.payButton().click();
      await expect(checkout.payment.region().getByRole('status').filter({ hasText: checkout.t('payment:status.redirecting_threeDSecure') })).toBeVisible();
      await sendTheRedirectForm(page);
      // On the test bank's page (same origin): the office's 3-D Secure verification will fail on the way back.
      await page.evaluate(() => {
        const scenario = JSON.parse(sessionStorage.getItem('sandbox-scenario') ?? '{}') as Record<string, unknown>;
        sessionStorage.setItem('sandbox-scenario', JSON.stringify({ ...scenario, fault: 'http500', faultPath: '/payment/3ds/return', faultTimes: 1 }));
      });
      await page.getByRole('button', { name: checkout.t('sandbox:bank.approve') }).click();
      await page.waitForURL(/threeSecure=1/);
      await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'), { timeout: 15_000 });
      await expect(checkout.payment.alert()).not.toContainText(expectedText(lang, 'payment:errors.payment_request_failed'));
      // The step shows the card that was paying, and its button verifies the same return again: never a new payment.
      await expect(checkout.payment.method('creditCard')).toBeChecked();
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton('payment:status.check_again').click();
      await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible({ timeout: 15_000 });
      expect(await paymentsCreated(page)).toBe(1);
    });

    // Both refusals on return in en; the bank's approval refused by the gateway in pt and de too.
    for (const [number, button] of [['4000 0084 0000 1629', 'approve'], ['4000 0000 0000 3063', 'decline']] as const) {
      if (lang !== 'en' && button === 'decline') continue;
      test(`redirect refused on return (${number}, ${button}): the refusal message, no payment taken twice`, async ({ page }) => {
        const checkout = new CheckoutPage(page, lang);
        await openCardStep(checkout);
        await checkout.payment.fillCard(number);
        await stopTheClock(page);
        await checkout.payment.payButton().click();
        await expect(checkout.payment.region().getByRole('status').filter({ hasText: checkout.t('payment:status.redirecting_threeDSecure') })).toBeVisible();
        await sendTheRedirectForm(page);
        await page.getByRole('button', { name: checkout.t(`sandbox:bank.${button}`) }).click();
        await page.waitForURL(/threeSecure=1/);
        await expect(checkout.payment.alert()).toHaveText(expectedText(lang, 'payment:errors.payment_refused'), { timeout: 15_000 });
        expect(await paymentsCreated(page)).toBe(1);
        await checkout.expectNoAxeViolations();
      });
    }
  });
}
