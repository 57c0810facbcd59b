import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { runClockUntil } from '../support/clock';
import { expectedText } from '../support/expected-text';

/*
 * The payment step's other methods in the sandbox (part 2 §2, §4.2, §4.4, §5, §8): saved cards, PayPal, the test
 * wallet, SEPA and the EUR card of provider A's twin with the billing address and its postcode lookup. The sandbox
 * gateway's payment store (sessionStorage) counts what was created: one payment per attempt (DESIGN.md "Security").
 */

/** A buyer whose office language is the test's (docs/sandbox.md "Accounts"). */
const USER = { pt: 'br', en: 'us', de: 'de' } as const;

const OFFICE = 'https://office.example.com';

async function openPaymentStep(checkout: CheckoutPage, slug: string, user: string, query: Record<string, string> = {}) {
  await checkout.openLoaded(slug, { 'sandbox-user': user, ...query });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
}

/** Step 1 of an EUR purchase asks for the VAT choice first (part 1 §4): Germany, no VAT number. */
async function openEurPaymentStep(checkout: CheckoutPage, user: string) {
  await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': user });
  await checkout.vat.chooseCountry('DE');
  await checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.no'), exact: true }).click();
  await expect(checkout.vat.region()).toContainText(/19\s?%/);
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
}

function paidTitle(checkout: CheckoutPage) {
  return checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });
}

/** The newest invoice of the sandbox office (the one the checkout created or reused for this purchase). */
async function newestInvoiceId(page: Page): Promise<number> {
  return page.evaluate(() => {
    const state = JSON.parse(sessionStorage.getItem('sandbox-invoices') ?? '{}') as { nextId?: number };
    return (state.nextId ?? 0) - 1;
  });
}

// One account per language: the office language wins over `?lang=` (part 1 §1).
const SAVED_CARDS_USER = { pt: 'saved-cards', en: 'saved-cards-en', de: 'saved-cards-de' } as const;

// Each family runs in two languages (decision 039: main journeys in at least two), the pairs rotating; every
// language's texts are checked as data by `npm run check:locales` and the component tests.
test.describe('saved cards (part 2 §3 "Saved card", §4.2)', () => {
  for (const lang of ['pt', 'en'] as const) test(`part 2 §4.2 (${lang}): the saved Visa •4242 is preselected with brand, last four and expiry; another method clears it; it pays once`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await openPaymentStep(checkout, 'premium-plus-plan', SAVED_CARDS_USER[lang]);
    // The wallet comes first when the browser has one (part 2 §4.2): the sandbox's test wallet is always there.
    await checkout.payment.method('myCards').click();
    await expect(checkout.payment.method('myCards')).toBeChecked();
    // Only the card saved in the product currency (USD) is offered, and it is the chosen one.
    await expect(checkout.payment.savedCards().getByRole('radio')).toHaveCount(1);
    await expect(checkout.payment.savedCard('Visa', '4242')).toBeChecked();
    await expect(checkout.payment.savedCards()).toContainText(lang === 'pt' ? 'Visa final 4242' : checkout.t('payment:saved_card.label', { brand: 'Visa', last4: '4242' }));
    await expect(checkout.payment.savedCards()).toContainText(lang === 'pt' ? 'Validade 12/31' : checkout.t('payment:saved_card.expiry', { month: '12', year: '31' }));
    // paypal, pagSeguro and myCards hide the card forms (part 2 §4.3).
    await expect(checkout.payment.holder()).toHaveCount(0);
    await expect(page.locator('iframe.provider-frame')).toHaveCount(0);
    await expect(checkout.payment.payButton()).toBeEnabled();
    await checkout.expectNoAxeViolations();
    // Choosing "Cartão de crédito" clears the saved-card choice (part 2 §4.2).
    await checkout.payment.method('creditCard').click();
    await expect(checkout.payment.method('creditCard')).toBeChecked();
    await expect(checkout.payment.savedCards()).toHaveCount(0);
    await expect(checkout.payment.holder()).toBeVisible();
    // Back on "Meus cartões", the first card of the currency is chosen anew, and it pays.
    await checkout.payment.method('myCards').click();
    await expect(checkout.payment.savedCard('Visa', '4242')).toBeChecked();
    expect(await checkout.payment.createdPayments()).toEqual([]);
    await checkout.payment.payButton().click();
    await expect(paidTitle(checkout)).toBeFocused();
    const payments = await checkout.payment.createdPayments();
    expect(payments.map((p) => p.call)).toEqual(['saved-card-debit']);
    await checkout.expectNoAxeViolations();
  });

  test('part 2 §4.2: on a trial (no wallet) the saved card is preselected on entry', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await openPaymentStep(checkout, 'premium-plus-plan-trial', 'saved-cards');
    await expect(checkout.payment.method('myCards')).toBeChecked();
    await expect(checkout.payment.savedCard('Visa', '4242')).toBeChecked();
    await expect(checkout.payment.method('googlePay')).toHaveCount(0);
  });
});

test.describe('PayPal (part 2 §2, §4.4)', () => {
  test.beforeEach(async ({ page }) => {
    // The office is another site: answer it with a small page so the arrival can be read offline.
    await page.route(`${OFFICE}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Office</title><main><h1>Invoice pay</h1></main></html>' }),
    );
  });

  for (const lang of ['en', 'de'] as const) {
    test(`${lang}: "Ir para paypal" goes to the office invoice-pay page with the invoice and the return URL; no payment is created`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openPaymentStep(checkout, 'premium-plus-plan', USER[lang]);
      await checkout.payment.method('paypal').click();
      await expect(checkout.payment.method('paypal')).toBeChecked();
      await expect(checkout.payment.region()).toContainText(checkout.t('payment:paypal.intro'));
      await expect(page.locator('iframe.provider-frame')).toHaveCount(0);
      const button = checkout.payment.payButton('payment:button.paypal');
      await expect(button).toBeEnabled();
      await checkout.expectNoAxeViolations();
      const invoiceId = await newestInvoiceId(page);
      const gatewayCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/sandbox-api/gateway/')) gatewayCalls.push(request.url());
      });
      await button.click();
      await page.waitForURL(`${OFFICE}/invoice-pay/**`);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/invoice-pay/${invoiceId}`);
      const back = new URL(url.searchParams.get('force_return_url') ?? '');
      expect(back.pathname).toBe('/payment/premium-plus-plan');
      expect(back.searchParams.get('lang')).toBe(lang);
      expect(back.searchParams.get('period')).toBeNull();
      expect(back.searchParams.get('country')).toBeNull();
      await expect(page.getByRole('heading', { name: 'Invoice pay' })).toBeVisible();
      // No gateway call: the office's PayPal flow takes the payment (part 2 §4.4).
      expect(gatewayCalls).toEqual([]);
    });
  }

  test('part 2 §2: paymentMethod=paypal preselects PayPal; the return URL carries the country price', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'us', paymentMethod: 'paypal', country: 'mx' });
    await checkout.continueButton().click();
    await expect(checkout.payment.title()).toBeFocused();
    await expect(checkout.payment.method('paypal')).toBeChecked();
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton('payment:button.paypal').click();
    await page.waitForURL(`${OFFICE}/invoice-pay/**`);
    const back = new URL(new URL(page.url()).searchParams.get('force_return_url') ?? '');
    expect(back.searchParams.get('country')).toBe('mx');
    expect(back.searchParams.get('period')).toBeNull();
    expect(back.searchParams.get('lang')).toBe('en');
  });

  test('a PayPal-only buyer sees only PayPal (part 2 §4.2)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    await openPaymentStep(checkout, 'premium-plus-plan', 'paypal-only');
    await expect(checkout.payment.methods()).toHaveText([checkout.t('payment:method.paypal')]);
    await expect(checkout.payment.method('paypal')).toBeChecked();
    await expect(checkout.payment.walletButton()).toHaveCount(0);
    await expect(checkout.payment.payButton('payment:button.paypal')).toBeEnabled();
    await checkout.expectNoAxeViolations();
  });
});

for (const lang of ['pt', 'de'] as const) {
  test.describe(`the test wallet (part 2 §2, §4.2, §4.4) (${lang})`, () => {
    test('selected first on entry, no continue button, its button pays once through the payment intent', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openPaymentStep(checkout, 'premium-plus-plan', USER[lang]);
      await expect(checkout.payment.method('googlePay')).toBeChecked();
      // The slot is mounted hidden while another method is chosen (decision 044): shown now, intro and button reachable.
      await expect(checkout.payment.panel('googlePay')).not.toHaveClass(/wallet-slot--hidden/);
      await expect(checkout.payment.panel('googlePay')).not.toHaveAttribute('inert');
      await expect(checkout.payment.region().getByText(checkout.t('payment:wallet.intro'))).toBeVisible();
      await expect(checkout.payment.walletButton()).toBeVisible();
      // Part 2 §2: googlePay has wallet buttons and no continue button.
      await expect(checkout.payment.payButton()).toHaveCount(0);
      await checkout.expectNoAxeViolations();
      await checkout.payment.walletButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      const payments = await checkout.payment.createdPayments();
      expect(payments.map((p) => p.call)).toEqual(['payment-intent']);
      await checkout.expectNoAxeViolations();
    });

    test('part 2 §8: a failed wallet payment says "Failed payment with wallet", creates nothing, and the next press pays once', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      // docs/sandbox.md: a 500 on the payment intent and on both resends of the same attempt (1 s and 3 s later).
      const fault = { 'sandbox-fault': 'http500', 'sandbox-fault-path': '/payment/payment-intent', 'sandbox-fault-times': '3' };
      await openPaymentStep(checkout, 'premium-plus-plan', USER[lang], fault);
      await expect(checkout.payment.method('googlePay')).toBeChecked();
      await page.clock.install();
      await checkout.payment.walletButton().click();
      await runClockUntil(page, async () => (await checkout.payment.alert().count()) > 0);
      await expect(checkout.payment.alert()).toHaveText(expectedText(lang, 'payment:errors.wallet_failed'));
      expect(await checkout.payment.createdPayments()).toEqual([]);
      await expect(checkout.payment.walletButton()).toBeEnabled();
      await checkout.expectNoAxeViolations();
      await checkout.payment.walletButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      expect((await checkout.payment.createdPayments()).map((p) => p.call)).toEqual(['payment-intent']);
    });
  });
}

for (const lang of ['pt', 'de'] as const) {
  test.describe(`SEPA and the EUR card by provider A (part 2 §3, §4.3, §5, §8) (${lang})`, () => {
    test('SEPA with a valid test IBAN and the address pays once', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openEurPaymentStep(checkout, USER[lang]);
      await checkout.payment.method('sepa').click();
      await checkout.payment.sepaOwner().fill('Lena Weber');
      await checkout.payment.sepaIban().fill('DE89370400440532013000');
      await expect(checkout.payment.sepaIban()).toHaveValue('DE89 3704 0044 0532 0130 00');
      await checkout.payment.fillAddress();
      await expect(checkout.payment.payButton()).toBeEnabled();
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      const payments = await checkout.payment.createdPayments();
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['sepa', 'payment_done']]);
      await checkout.expectNoAxeViolations();
    });

    test('part 2 §5: an invalid IBAN shows its message on blur and keeps the text, an empty owner shows its message; sent, nothing is paid until fixed', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openEurPaymentStep(checkout, USER[lang]);
      await checkout.payment.method('sepa').click();
      const iban = checkout.payment.sepaIban();
      await iban.fill('DE89370400440532013001');
      await iban.blur();
      await expect(iban).toHaveAttribute('aria-invalid', 'true');
      expect(await checkout.fieldMessage(iban)).toBe(checkout.t('errors:validation.iban'));
      await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
      // Part 2 §5: the owner may not be empty.
      const owner = checkout.payment.sepaOwner();
      await owner.focus();
      await owner.blur();
      await expect(owner).toHaveAttribute('aria-invalid', 'true');
      expect(await checkout.fieldMessage(owner)).toBe(checkout.t('errors:validation.sepa_owner_required'));
      if (lang === 'pt') expect(await checkout.fieldMessage(owner)).toBe('O Campo Owner Name não pode ficar vazio');
      await checkout.expectNoAxeViolations();
      // Sent with the pay button, the invalid IBAN is refused before any payment; the text is still there.
      await owner.fill('Ana Souza');
      await checkout.payment.fillAddress();
      await checkout.payment.payButton().click();
      // The field's message and the step's alert say the same (part 2 §5).
      await expect(checkout.payment.alert()).toHaveText([checkout.t('errors:validation.iban'), checkout.t('errors:validation.iban')]);
      await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
      expect(await checkout.payment.createdPayments()).toEqual([]);
      await checkout.expectNoAxeViolations();
      // Fixed, it pays once.
      await iban.fill('DE89370400440532013000');
      await checkout.payment.payButton().click();
      await expect(paidTitle(checkout)).toBeVisible();
      expect((await checkout.payment.createdPayments()).map((p) => p.call)).toEqual(['sepa']);
    });

    test('part 2 §5: the pay button stays disabled and says why until the address is complete; the lookup fills the city for DE 10115', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openEurPaymentStep(checkout, USER[lang]);
      await checkout.payment.method('sepa').click();
      await checkout.payment.sepaOwner().fill('Lena Weber');
      await checkout.payment.sepaIban().fill('DE89370400440532013000');
      const button = checkout.payment.payButton();
      await expect(button).toBeDisabled();
      expect(await checkout.fieldMessage(button)).toBe(expectedText(lang, 'errors:validation.address_required'));
      await checkout.payment.country().selectOption('DE');
      await checkout.payment.zip().fill('10115');
      await checkout.payment.zip().blur();
      // The postcode lookup fills the city (part 2 §5); the street is still missing.
      await expect(checkout.payment.city()).toHaveValue('Berlin');
      expect(await checkout.fieldMessage(checkout.payment.zip())).toBe('');
      await expect(button).toBeDisabled();
      expect(await checkout.fieldMessage(button)).toBe(expectedText(lang, 'errors:validation.address_required'));
      await checkout.expectNoAxeViolations();
      await checkout.payment.street().fill('Marienplatz 8');
      await expect(button).toBeEnabled();
      await expect(page.locator('#pay-button-hint')).toHaveCount(0);
    });

    test('part 2 §8: an unknown zip shows the lookup failure and the city can still be typed', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openEurPaymentStep(checkout, USER[lang]);
      await checkout.payment.method('creditCard').click();
      await checkout.payment.country().selectOption('DE');
      await checkout.payment.zip().fill('99999');
      await checkout.payment.zip().blur();
      await expect(checkout.payment.address()).toContainText(expectedText(lang, 'errors:load.zip_lookup_failed'));
      expect(await checkout.fieldMessage(checkout.payment.zip())).toBe(expectedText(lang, 'errors:load.zip_lookup_failed'));
      await expect(checkout.payment.city()).toHaveValue('');
      await checkout.payment.city().fill('Irgendwo');
      await expect(checkout.payment.city()).toHaveValue('Irgendwo');
      await expect(checkout.payment.zip()).toHaveValue('99999');
      await checkout.expectNoAxeViolations();
    });

    test('part 2 §4.3: the EUR card (the twin of provider A, same sandbox frame) with 4242 and the address pays once', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await openEurPaymentStep(checkout, USER[lang]);
      await checkout.payment.method('creditCard').click();
      await expect(checkout.payment.method('creditCard')).toBeChecked();
      await checkout.payment.holder().fill('Lena Weber');
      await checkout.payment.fillCard('4242 4242 4242 4242');
      // Part 2 §5: an EUR card needs the address too.
      await expect(checkout.payment.payButton()).toBeDisabled();
      await checkout.payment.fillAddress();
      await expect(checkout.payment.payButton()).toBeEnabled();
      await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0);
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      const payments = await checkout.payment.createdPayments();
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-a-card', 'payment_authorized']]);
    });
  });
}
