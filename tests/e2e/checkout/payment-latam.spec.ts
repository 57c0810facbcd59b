import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';
import { pasteMasked, typeMasked, waitMasked } from '../support/masked-input';
import { faultsLeft, storedPayments } from '../support/sandbox-payments';

/*
 * Provider U in the sandbox (part 2 §2, §3, §4.2-§4.4, §5, §7, §8; decision 036): the card of a Latin-American
 * country price typed into our own inputs (expiry ####/##) and tokenised at the sandbox provider U, cash, bank
 * transfer (MXN SPEI, COP PSE with the Colombian bank list), Nequi and Yape to their pending answer. The sandbox
 * gateway's payment store (localStorage) counts what was created and keeps what was sent and answered.
 * es with the Colombian, Mexican and Peruvian accounts at their country's prices; pt with the Brazilian account at
 * those prices (country=); en with the US account for one flow.
 */

const SLUG = 'essentials-plan';

class LatamPanel {
  constructor(readonly checkout: CheckoutPage) {}

  box(key: string): Locator {
    return this.checkout.payment.region().getByRole('textbox', { name: this.checkout.t(key), exact: true });
  }

  list(key: string): Locator {
    return this.checkout.payment.region().getByRole('combobox', { name: this.checkout.t(key), exact: true });
  }

  cardNumber = () => this.box('payment:card.number');
  expiry = () => this.box('latam:card_expiry');
  cvc = () => this.box('payment:card.cvc');
  email = () => this.box('latam:email');
  dni = () => this.box('latam:dni');
  phone = () => this.box('latam:phone');

  masked = waitMasked;
  typeInto = typeMasked;
  pasteInto = pasteMasked;
}

type Account = 'co' | 'mx' | 'pe' | 'ar' | 'br' | 'us';

/** Opens the payment step of the plan at `country`'s price; provider U's documents (PSE bank page) are answered 204. */
async function openStep(page: Page, lang: CheckoutLang, user: Account, country: string, query: Record<string, string> = {}) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route(/\/sandbox-documents\//, (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback()));
  const checkout = new CheckoutPage(page, lang);
  await checkout.openLoaded(SLUG, { 'sandbox-user': user, country, ...query });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  return { checkout, panel: new LatamPanel(checkout) };
}

async function choose(checkout: CheckoutPage, method: 'creditCard' | 'cash' | 'bankTransfer' | 'nequi' | 'yape') {
  await checkout.payment.method(method).click();
  await expect(checkout.payment.method(method)).toBeChecked();
}

const pendingTitle = (checkout: CheckoutPage) => checkout.page.getByRole('heading', { name: checkout.t('payment:done.pending_title') });
/** Part 2 §2: cash, the MXN transfer and Nequi open step 3 on their document's screen. */
const documentTitle = (checkout: CheckoutPage, kind: 'cash' | 'transfer' | 'nequi') =>
  checkout.page.getByRole('heading', { name: checkout.t(`payment:confirmation.${kind}_title`) });
const paidTitle = (checkout: CheckoutPage) => checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });

/** The step's alert for several refused inputs (payment:validation.summary), written out so a wrong text cannot pass unseen. */
const FIX_FIELDS = {
  es: (count: number) => `Corrige ${count} campos para continuar.`,
  pt: (count: number) => `Corrija ${count} campos para continuar.`,
} as const;

for (const lang of ['es', 'pt'] as const) {
  const user = (own: Account): Account => (lang === 'pt' ? 'br' : own);

  test.describe(`provider U bank transfer and Nequi in COP (${lang})`, () => {
    test('part 2 §5: the PSE transfer with nothing filled marks every required input with its message; filled, it is pending once (part 2 §3, §4.4)', async ({ page }) => {
      const { checkout, panel } = await openStep(page, lang, user('co'), 'co');
      await choose(checkout, 'bankTransfer');
      // The payer's e-mail starts as the account's (Camilo's, or Ana's for the Brazilian account); emptied, it is required.
      await expect(panel.email()).toHaveValue(lang === 'pt' ? 'ana@sandbox.test' : 'camilo@sandbox.test');
      await panel.email().fill('');
      const button = checkout.payment.payButton('payment:button.bankTransfer');
      await button.click();
      // WCAG 3.3.1: the step's alert counts the refused inputs; the first of them has the focus.
      await expect(checkout.payment.alert()).toHaveText(FIX_FIELDS[lang](7));
      await expect(panel.email()).toBeFocused();
      const required: [Locator, string][] = [
        [panel.email(), 'errors:validation.email'],
        [panel.list('latam:bank'), 'errors:validation.bank_required'],
        [panel.list('latam:person_type'), 'errors:validation.person_type_required'],
        [panel.list('latam:identification_type'), 'errors:validation.identification_type_required'],
        [panel.box('latam:identification_value'), 'errors:validation.required'],
        [panel.dni(), 'errors:validation.dni'],
        [panel.phone(), 'errors:validation.phone'],
      ];
      for (const [input, key] of required) {
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(checkout.t(key));
      }
      await checkout.expectNoAxeViolations();
      expect(await storedPayments(page)).toEqual([]);

      await panel.email().fill('camilo@sandbox.test');
      await panel.list('latam:bank').selectOption({ label: 'BANCOLOMBIA' });
      await panel.list('latam:person_type').selectOption('N');
      await panel.list('latam:identification_type').selectOption('CC');
      await panel.box('latam:identification_value').fill('1020304050');
      await panel.dni().fill('1020304050');
      await panel.phone().fill('+57 300 123 4567');
      await expect(panel.email()).not.toHaveAttribute('aria-invalid');
      await button.click();
      await expect(pendingTitle(checkout)).toBeFocused();
      // Part 2 §4.5 rule 1: the COP bank URL comes before every other target; the 5-second countdown goes there.
      const bankUrl = await page.getByRole('link', { name: checkout.t('payment:done.redirect_now') }).getAttribute('href');
      await checkout.expectNoAxeViolations();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-bank-transfer', 'payment_pending']]);
      expect(bankUrl).toBe((payments[0]!.answer.gateway?.bank_transfer as { bankUrl?: string } | undefined)?.bankUrl);
      expect(payments[0]!.sent).toMatchObject({
        amount: { currency: 'COP' },
        bankTransfer: { email: 'camilo@sandbox.test', bankCode: '1007', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050' },
        dni: '1020304050',
        phone: { area_code: '', number: '3001234567' },
      });
      expect(payments[0]!.answer.gateway?.bank_transfer).toMatchObject({ bankUrl: expect.stringContaining('/pse/') });
    });

    test('part 2 §5: Nequi needs e-mail, dni and phone; the state takes 2 letters typed or pasted; pending once (part 2 §4.4)', async ({ page }) => {
      const { checkout, panel } = await openStep(page, lang, user('co'), 'co');
      await choose(checkout, 'nequi');
      const button = checkout.payment.payButton('payment:button.nequi');
      await panel.email().fill('camilo@sandbox.test');
      await button.click();
      // WCAG 3.3.1: dni and phone are refused at once: the alert counts them, the first has the focus.
      await expect(checkout.payment.alert()).toHaveText(FIX_FIELDS[lang](2));
      await expect(panel.dni()).toBeFocused();
      await expect(panel.dni()).toHaveAccessibleDescription(checkout.t('errors:validation.dni'));
      await expect(panel.phone()).toHaveAccessibleDescription(checkout.t('errors:validation.phone'));
      await checkout.expectNoAxeViolations();
      await panel.dni().fill('1020304050');
      await panel.phone().fill('3001234567');
      const state = panel.box('latam:state_optional');
      await panel.typeInto(state, 'a1nt');
      await expect(state).toHaveValue('an');
      await panel.pasteInto(state, 'DC');
      await expect(state).toHaveValue('DC');
      await button.click();
      await expect(documentTitle(checkout, 'nequi')).toBeFocused();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-nequi', 'payment_pending']]);
      expect(payments[0]!.sent).toMatchObject({ email: 'camilo@sandbox.test', dni: '1020304050', phone: { area_code: '', number: '3001234567' }, state: 'DC' });
      expect(payments[0]!.answer.gateway?.nequi).toMatchObject({ urlAccess: expect.stringContaining('/nequi/') });
    });
  });

  test.describe(`provider U card at the MXN price (${lang})`, () => {
    test('part 2 §5, §7: expiry ####/## typed and pasted; the tokeniser\'s date refusal marks the expiry; then it pays once with the token only', async ({ page }) => {
      const { checkout, panel } = await openStep(page, lang, user('mx'), 'mx');
      await choose(checkout, 'creditCard');
      await checkout.payment.holder().fill('Sofia Lopez');
      await panel.typeInto(panel.cardNumber(), '4242424242424242');
      await expect(panel.cardNumber()).toHaveValue('4242 4242 4242 4242');
      await panel.typeInto(panel.expiry(), '203413');
      await expect(panel.expiry()).toHaveValue('2034/13');
      await expect(panel.expiry()).toHaveAttribute('inputmode', 'numeric');
      await panel.typeInto(panel.cvc(), '123');
      await checkout.payment.payButton().click();
      const expiryMessage = checkout.t('payment:errors.token_exp_month');
      await expect(checkout.payment.alert()).toHaveText(expiryMessage);
      await expect(panel.expiry()).toHaveAttribute('aria-invalid', 'true');
      // The refusal, then how to fix it (WCAG 3.3.3).
      await expect(panel.expiry()).toHaveAccessibleDescription(`${expiryMessage}${/[.!?]$/.test(expiryMessage) ? '' : '.'} ${checkout.t('payment:card_fix.expiry')}`);
      await checkout.expectNoAxeViolations();
      expect(await storedPayments(page)).toEqual([]);
      await panel.pasteInto(panel.expiry(), '2034/12');
      await expect(panel.expiry()).toHaveValue('2034/12');
      await checkout.payment.payButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-card', 'payment_authorized']]);
      expect(payments[0]!.sent).toMatchObject({ token_card: expect.stringMatching(/^tok_sandbox_4242_\d+$/), amount: { currency: 'MXN' } });
      expect(JSON.stringify(payments[0]!.sent)).not.toContain('4242424242424242');
    });
  });
}

test.describe('provider U cash, SPEI and Yape', () => {
  test('part 2 §5: cash requires the state (2 letters): refused empty, then pending once with it (ARS, es)', async ({ page }) => {
    const { checkout, panel } = await openStep(page, 'es', 'ar', 'ar');
    await choose(checkout, 'cash');
    const state = panel.box('latam:state');
    const button = checkout.payment.payButton('payment:button.cash');
    await button.click();
    await expect(checkout.payment.alert()).toHaveText(checkout.t('errors:validation.state'));
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await checkout.expectNoAxeViolations();
    await panel.typeInto(state, 'ba');
    await button.click();
    await expect(documentTitle(checkout, 'cash')).toBeFocused();
    await checkout.expectNoAxeViolations();
    const payments = await storedPayments(page);
    expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-cash', 'payment_pending']]);
    expect(payments[0]!.sent).toMatchObject({ state: 'BA', amount: { currency: 'ARS' } });
    expect(payments[0]!.answer.gateway?.cash).toMatchObject({ barCode: expect.stringMatching(/^\d+$/), downloadPdf: expect.any(String) });
  });

  test('part 2 §3, §4.4: the MXN transfer is SPEI: pending once with its reference, the button waiting for its panel (pt)', async ({ page }) => {
    // Provider U's panel held back, as on a slow phone: a press before it could only fail, so the button waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/_astro\/LatamFields\.[^/?]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    const { checkout } = await openStep(page, 'pt', 'br', 'mx');
    await choose(checkout, 'bankTransfer');
    const button = checkout.payment.payButton('payment:button.bankTransfer');
    await expect(button).toBeDisabled();
    release();
    await expect(button).toBeEnabled();
    await expect(checkout.payment.region().getByRole('combobox')).toHaveCount(0);
    await button.click();
    await expect(documentTitle(checkout, 'transfer')).toBeFocused();
    const payments = await storedPayments(page);
    expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-bank-transfer', 'payment_pending']]);
    const reference = (payments[0]!.answer.gateway?.bank_transfer as { reference?: string } | undefined)?.reference ?? '';
    expect(reference).toMatch(/^SPEI/);
    await expect(page.getByText(reference)).toBeVisible();
  });

  for (const [lang, user] of [['es', 'pe'], ['en', 'us']] as const) {
    test(`part 2 §5: Yape requires its 6-digit code; with it the payment is pending once (${lang})`, async ({ page }) => {
      const { checkout, panel } = await openStep(page, lang, user, 'pe');
      await choose(checkout, 'yape');
      await panel.email().fill('lucia@sandbox.test');
      await panel.dni().fill('45678912');
      await panel.phone().fill('987654321');
      const code = panel.box('latam:yape_code');
      const button = checkout.payment.payButton('payment:button.yape');
      await button.click();
      await expect(checkout.payment.alert()).toHaveText(checkout.t('errors:validation.yape_code_required'));
      // One refused input: the alert says its own message and the input has the focus (WCAG 3.3.1).
      await expect(code).toBeFocused();
      await panel.typeInto(code, '12a34');
      await expect(code).toHaveValue('1234');
      await button.click();
      await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:errors.yape_code'));
      await checkout.expectNoAxeViolations();
      await code.click();
      await code.press('End');
      await code.pressSequentially('5678');
      await expect(code).toHaveValue('123456');
      await button.click();
      await expect(pendingTitle(checkout)).toBeFocused();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-u-yape', 'payment_pending']]);
      expect(payments[0]!.sent).toMatchObject({ email: 'lucia@sandbox.test', dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' });
      // Part 2 §2: Yape is no document: "Pedido recibido" counts down 5 seconds and offers "continue now".
      await expect(page.getByTestId('redirect-countdown')).toBeVisible();
      await expect(page.getByRole('link', { name: checkout.t('payment:done.redirect_now') })).toBeVisible();
    });
  }

  test('keyboard only: cash chosen with the arrow keys, the state typed, "Gerar Cash" pressed with Enter (pt)', async ({ page }) => {
    const { checkout, panel } = await openStep(page, 'pt', 'br', 'ar');
    const cash = checkout.payment.method('cash');
    const pressUntil = async (key: string, done: () => Promise<boolean>) => {
      for (let i = 0; i < 12 && !(await done()); i += 1) await page.keyboard.press(key);
      expect(await done()).toBe(true);
    };
    // The buyer tabs once the options are there: until the wallet has answered, their place is held (decision 044).
    await expect(cash).toBeVisible();
    await page.keyboard.press('Tab');
    await pressUntil('ArrowDown', () => cash.isChecked());
    const state = panel.box('latam:state');
    await pressUntil('Tab', () => state.evaluate((input) => input === document.activeElement));
    await panel.masked(state);
    await page.keyboard.type('sf');
    await expect(state).toHaveValue('sf');
    const button = checkout.payment.payButton('payment:button.cash');
    await pressUntil('Tab', () => button.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(documentTitle(checkout, 'cash')).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-u-cash']);
  });
});

test.describe('a fault on paying with provider U (es)', () => {
  test('part 2 §8: every send of Nequi fails: "check payment", nothing typed lost; checking again makes one payment', async ({ page }) => {
    const { checkout, panel } = await openStep(page, 'es', 'co', 'co', { 'sandbox-fault': 'http500', 'sandbox-fault-path': '/payment/provider-u', 'sandbox-fault-times': '3' });
    await choose(checkout, 'nequi');
    await panel.email().fill('camilo@sandbox.test');
    await panel.dni().fill('1020304050');
    await panel.phone().fill('3001234567');
    await page.clock.install();
    await checkout.payment.payButton('payment:button.nequi').click();
    await expect.poll(() => faultsLeft(page)).toBe(2);
    // The client resends the same attempt after 1 s and 3 s, then says it could not tell.
    for (let step = 0; step < 20 && (await checkout.payment.alert().count()) === 0; step += 1) {
      await page.clock.runFor(2_000);
      await page.waitForTimeout(100);
    }
    await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'));
    expect(await faultsLeft(page)).toBe(0);
    expect(await storedPayments(page)).toEqual([]);
    await expect(panel.email()).toHaveValue('camilo@sandbox.test');
    await expect(panel.dni()).toHaveValue('1020304050');
    await expect(panel.phone()).toHaveValue('3001234567');
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton('payment:status.check_again').click();
    await expect(documentTitle(checkout, 'nequi')).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-u-nequi']);
  });
});
