import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';
import { pasteMasked, typeMasked, waitMasked } from '../support/masked-input';
import { faultsLeft, storedPayments } from '../support/sandbox-payments';

/*
 * Provider B in the sandbox (part 2 §2, §4.2-§4.4, §5, §7, §8; decision 032): the BRL card typed into our own masked
 * inputs and tokenised at the sandbox provider, boleto and pix to their pending answer with the CPF/CNPJ, the
 * Brazilian address with its ViaCEP lookup, the tokeniser's field errors, and a fault on the payment call. The
 * sandbox gateway's payment store (localStorage) counts what was created and keeps what was sent and answered.
 * pt with the Brazilian account; es and en with the Mexican and US accounts allowed to pay in BRL (allowed-brl=1).
 */

const SLUG = 'premium-plan-149-brl';
const ACCOUNT: Record<'pt' | 'es' | 'en', Record<string, string>> = {
  pt: { 'sandbox-user': 'br' },
  es: { 'sandbox-user': 'mx', 'allowed-brl': '1' },
  en: { 'sandbox-user': 'us', 'allowed-brl': '1' },
};

/** The spec's texts and our translations, written out so a wrong text cannot pass unseen. */
const TEXTS = {
  pt: {
    cpfInvalid: 'O CPF/CNPJ informado não esta correto. Verifique e tente novamente.',
    zipFailed: 'Infelizmente não conseguimos recuperar a localização pelo CEP. Favor preencha manualmente',
    tokenHolder: 'O nome do titular não pode conter caracteres especiais.',
    tokenNumber: 'O número do cartão é inválido.',
    tokenExpiry: 'A data de validade é inválida.',
    tokenCvv: 'O CVV deve ter de 3 a 4 dígitos.',
    addressRequired: 'Para finalizar o pagamento, é preciso preencher o endereço',
    boletoFailed: 'Não foi possivel gerar o seu boleto. Verifique se o seu CPF/CNPJ, telefone e endereço esta preenchido corretamente.',
    phoneInvalid: 'Telefone inválido',
    fixFields: (count: number) => `Corrija ${count} campos para continuar.`,
    missing: (label: string) => `Preencha o campo ${label}.`,
  },
  es: { cpfInvalid: 'El CPF/CNPJ indicado no es correcto. Compruébelo e inténtelo de nuevo.' },
  en: {},
} as const;

/** Every store the browser keeps, to prove the card left no trace (decision 032). */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
}

class BrazilPanel {
  constructor(
    readonly checkout: CheckoutPage,
  ) {}

  private box(key: string): Locator {
    return this.checkout.payment.region().getByRole('textbox', { name: this.checkout.t(key), exact: true });
  }

  cardNumber = () => this.box('payment:card.number');
  expiry = () => this.box('payment:card.expiry');
  cvc = () => this.box('payment:card.cvc');
  document = () => this.box('payment:brazil.cpf_cnpj');
  phone = () => this.box('payment:brazil.phone');
  zip = () => this.checkout.payment.address().getByRole('textbox', { name: this.checkout.t('payment:address.zip_br'), exact: true });
  address = (key: string) => this.checkout.payment.address().getByRole('textbox', { name: this.checkout.t(`payment:address.${key}`), exact: true });

  masked = waitMasked;
  typeInto = typeMasked;
  pasteInto = pasteMasked;

  /** Types the CEP, leaves it (the lookup fills city, street, state, district) and adds the house number. */
  async fillAddress(zip = '01310100', number = '1000'): Promise<void> {
    await this.typeInto(this.zip(), zip);
    await this.zip().blur();
    await expect(this.address('city')).toHaveValue('São Paulo');
    await this.address('number').fill(number);
  }
}

async function openBrazilStep(page: Page, lang: 'pt' | 'es' | 'en', query: Record<string, string> = {}) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const checkout = new CheckoutPage(page, lang as CheckoutLang);
  await checkout.openLoaded(SLUG, { ...ACCOUNT[lang], ...query });
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  return { checkout, panel: new BrazilPanel(checkout) };
}

async function choose(checkout: CheckoutPage, method: 'creditCard' | 'boleto' | 'pix') {
  await checkout.payment.method(method).click();
  await expect(checkout.payment.method(method)).toBeChecked();
}

/** Step 3's heading for a pending boleto or pix (part 2 §2 "Confirmation screens": the document, or "Aguardando pagamento"). */
const pendingTitle = (checkout: CheckoutPage, method: 'boleto' | 'pix') =>
  checkout.page.getByRole('heading', { name: checkout.t(method === 'pix' ? 'payment:confirmation.awaiting_payment' : 'payment:confirmation.boleto_title') });
const paidTitle = (checkout: CheckoutPage) => checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });

for (const lang of ['pt', 'es'] as const) {
  test.describe(`provider B card (${lang})`, () => {
    test('part 2 §5, §7: the masked card (typed) with the CEP lookup pays once at provider B with the token only; nothing stored', async ({ page }) => {
      const { checkout, panel } = await openBrazilStep(page, lang);
      await choose(checkout, 'creditCard');
      // Part 2 §4.2: BRL without a coupon: the continue button is enabled at once.
      await expect(checkout.payment.payButton()).toBeEnabled();
      await checkout.payment.holder().fill('Ana Souza');
      await panel.typeInto(panel.cardNumber(), '5555555555554444');
      await expect(panel.cardNumber()).toHaveValue('5555 5555 5555 4444');
      await expect(panel.cardNumber()).toHaveAttribute('inputmode', 'numeric');
      await expect(panel.cardNumber()).toHaveAttribute('autocomplete', 'cc-number');
      await panel.typeInto(panel.expiry(), '1234');
      await expect(panel.expiry()).toHaveValue('12/34');
      await panel.typeInto(panel.cvc(), '12345');
      await expect(panel.cvc()).toHaveValue('1234');
      await page.keyboard.press('Backspace');
      await expect(panel.cvc()).toHaveValue('123');
      await panel.fillAddress();
      await expect(panel.zip()).toHaveValue('01310-100');
      await expect(panel.address('state')).toHaveValue('SP');
      await expect(panel.address('street')).toHaveValue('Avenida Paulista');
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton().click();
      await expect(paidTitle(checkout)).toBeFocused();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-b-card', 'payment_authorized']]);
      expect(payments[0]!.sent).toMatchObject({ token_card: expect.stringMatching(/^tok_sandbox_4444_\d+$/), address: { zipCode: '01310-100', stateCode: 'SP', number: '1000' } });
      expect(JSON.stringify(payments[0]!.sent)).not.toContain('5555555555554444');
      expect(await browserStorage(page)).not.toMatch(/5555\s?5555\s?5555\s?4444/);
      await checkout.expectNoAxeViolations();
    });
  });

  test.describe(`provider B boleto (${lang})`, () => {
    test(`part 2 §5${lang === 'pt' ? ', §8' : ''}: an invalid CPF/CNPJ is refused with its message${lang === 'pt' ? ', a boleto the provider will not issue with the boleto message' : ''}; a pasted valid one makes the boleto pending once`, async ({ page }) => {
      const { checkout, panel } = await openBrazilStep(page, lang);
      await choose(checkout, 'boleto');
      const button = checkout.payment.payButton('payment:button.boleto');
      await expect(button).toBeEnabled();
      await panel.typeInto(panel.document(), '12345678900');
      await expect(panel.document()).toHaveValue('123.456.789-00');
      await panel.typeInto(panel.phone(), '11912345678');
      await expect(panel.phone()).toHaveValue('(11) 91234-5678');
      await panel.fillAddress();
      await button.click();
      const message = lang === 'pt' ? TEXTS.pt.cpfInvalid : TEXTS.es.cpfInvalid;
      await expect(checkout.payment.alert()).toHaveText(message);
      await expect(panel.document()).toHaveAttribute('aria-invalid', 'true');
      await expect(panel.document()).toHaveAccessibleDescription(message);
      await checkout.expectNoAxeViolations();
      expect(await storedPayments(page)).toEqual([]);
      if (lang === 'pt') {
        // Part 2 §8: provider B refuses to issue the boleto for the sandbox's refused CPF (docs/sandbox.md).
        await panel.pasteInto(panel.document(), '111.444.777-35');
        await button.click();
        await expect(checkout.payment.alert()).toContainText(TEXTS.pt.boletoFailed);
        expect((await storedPayments(page)).map((p) => p.outcome)).toEqual(['payment_refused']);
      }
      // A CPF pasted with its punctuation replaces the wrong one.
      await panel.document().fill('');
      await panel.pasteInto(panel.document(), '529.982.247-25');
      await expect(panel.document()).toHaveValue('529.982.247-25');
      await expect(panel.document()).not.toHaveAttribute('aria-invalid');
      await button.click();
      await expect(pendingTitle(checkout, 'boleto')).toBeFocused();
      await checkout.expectNoAxeViolations();
      const payments = (await storedPayments(page)).filter((p) => p.outcome === 'payment_pending');
      expect(payments.map((p) => p.call)).toEqual(['provider-b-boleto']);
      expect(payments[0]!.sent).toMatchObject({ cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } });
      expect(payments[0]!.answer.gateway?.boleto).toMatchObject({ barCode: expect.stringMatching(/^\d/), downloadPdf: expect.any(String) });
    });
  });
}

test.describe('provider B pix', () => {
  for (const lang of ['pt', 'en'] as const) {
    test(`part 2 §4.4: a pasted CNPJ (switching the mask by length) makes the pix pending once (${lang})`, async ({ page }) => {
      const { checkout, panel } = await openBrazilStep(page, lang);
      await choose(checkout, 'pix');
      // Part 2 §5: the address block is for card and boleto only.
      await expect(checkout.payment.address()).toHaveCount(0);
      await panel.pasteInto(panel.document(), '11222333000181');
      await expect(panel.document()).toHaveValue('11.222.333/0001-81');
      await checkout.expectNoAxeViolations();
      await checkout.payment.payButton('payment:button.pix').click();
      await expect(pendingTitle(checkout, 'pix')).toBeFocused();
      const payments = await storedPayments(page);
      expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-b-pix', 'payment_pending']]);
      expect(payments[0]!.sent).toMatchObject({ cpf_or_cnpj: '11222333000181' });
      expect(payments[0]!.answer.gateway?.pix).toMatchObject({ qrCode: expect.stringMatching(/^000201/) });
    });
  }

  test('WCAG 3.3.7 (pt): the CPF typed for pix is there when the buyer switches to boleto and back; nothing is asked twice', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    await choose(checkout, 'pix');
    await panel.typeInto(panel.document(), '52998224725');
    await choose(checkout, 'boleto');
    await expect(panel.document()).toHaveValue('529.982.247-25');
    await panel.typeInto(panel.phone(), '11912345678');
    await choose(checkout, 'pix');
    await expect(panel.document()).toHaveValue('529.982.247-25');
    await choose(checkout, 'boleto');
    await expect(panel.phone()).toHaveValue('(11) 91234-5678');
  });

  test('keyboard only: pix chosen with the arrow keys, the CPF typed, "Gerar PIX" pressed with Enter (pt)', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    const pix = checkout.payment.method('pix');
    /** Presses `key` until `done` holds (a bounded number of times), as a keyboard user moves through the page. */
    const pressUntil = async (key: string, done: () => Promise<boolean>) => {
      for (let i = 0; i < 12 && !(await done()); i += 1) await page.keyboard.press(key);
      expect(await done()).toBe(true);
    };
    // The buyer tabs once the options are there: until the wallet has answered, their place is held (decision 044).
    await expect(pix).toBeVisible();
    await page.keyboard.press('Tab');
    await pressUntil('ArrowDown', () => pix.isChecked());
    await pressUntil('Tab', () => panel.document().evaluate((input) => input === document.activeElement));
    await panel.masked(panel.document());
    await page.keyboard.type('52998224725');
    await expect(panel.document()).toHaveValue('529.982.247-25');
    const button = checkout.payment.payButton('payment:button.pix');
    await pressUntil('Tab', () => button.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(pendingTitle(checkout, 'pix')).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-b-pix']);
  });

  test('part 2 §5: a business with an alphanumeric CNPJ gets its boleto (the domain and the payment body accept it alike)', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    await choose(checkout, 'boleto');
    await panel.typeInto(panel.document(), '12ABC34501DE35');
    await expect(panel.document()).toHaveValue('12.ABC.345/01DE-35');
    await panel.typeInto(panel.phone(), '11912345678');
    await panel.fillAddress();
    await checkout.payment.payButton('payment:button.boleto').click();
    await expect(pendingTitle(checkout, 'boleto')).toBeFocused();
    const payments = await storedPayments(page);
    expect(payments.map((p) => [p.call, p.outcome])).toEqual([['provider-b-boleto', 'payment_pending']]);
    expect(payments[0]!.sent).toMatchObject({ cpf_or_cnpj: '12ABC34501DE35' });
  });
});

test.describe('provider B tokeniser errors and address (pt)', () => {
  test('part 2 §5: holder name, number, expiry and CVV refusals each show their message and mark the field; then it pays', async ({ page }) => {
    // Four refusals in a row, each checked with axe: longer than one payment.
    test.setTimeout(60_000);
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    await choose(checkout, 'creditCard');
    await panel.fillAddress();
    await checkout.payment.holder().fill('Ana <Souza>');
    await panel.typeInto(panel.cardNumber(), '4242424242');
    await panel.typeInto(panel.expiry(), '1320');
    await panel.typeInto(panel.cvc(), '12');
    const pay = checkout.payment.payButton();

    await pay.click();
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.tokenHolder);
    await checkout.payment.holder().fill('Ana Souza');

    await pay.click();
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.tokenNumber);
    await expect(panel.cardNumber()).toHaveAttribute('aria-invalid', 'true');
    // The refusal, then how to fix it (WCAG 3.3.3).
    await expect(panel.cardNumber()).toHaveAccessibleDescription(`${TEXTS.pt.tokenNumber} ${checkout.t('payment:card_fix.number')}`);
    await checkout.expectNoAxeViolations();
    await panel.pasteInto(panel.cardNumber(), '4242 4242 4242 4242');
    await expect(panel.cardNumber()).toHaveValue('4242 4242 4242 4242');

    await pay.click();
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.tokenExpiry);
    await expect(panel.expiry()).toHaveAttribute('aria-invalid', 'true');
    // Deleting goes back over the slash: the year's digits, the slash, then the month's.
    await panel.expiry().click();
    await panel.expiry().press('End');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await expect(panel.expiry()).toHaveValue('1');
    await page.keyboard.type('234');
    await expect(panel.expiry()).toHaveValue('12/34');

    await pay.click();
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.tokenCvv);
    await expect(panel.cvc()).toHaveAttribute('aria-invalid', 'true');
    await checkout.expectNoAxeViolations();
    await panel.cvc().click();
    await panel.cvc().press('End');
    await page.keyboard.type('3');

    // No payment was made by any refusal: the tokeniser refused before the gateway was asked.
    expect(await storedPayments(page)).toEqual([]);
    await pay.click();
    await expect(paidTitle(checkout)).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-b-card']);
  });

  test('part 2 §5, WCAG 3.3.1: boleto pressed with nothing filled names every refused field at the first press, each message tied to its field, the alert counts them and the CPF/CNPJ has the focus', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    await choose(checkout, 'boleto');
    await checkout.payment.payButton('payment:button.boleto').click();
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.fixFields(6));
    await expect(panel.document()).toBeFocused();
    const expected: [Locator, string][] = [
      [panel.document(), TEXTS.pt.cpfInvalid],
      [panel.phone(), TEXTS.pt.phoneInvalid],
      [panel.zip(), TEXTS.pt.missing('CEP')],
      [panel.address('city'), TEXTS.pt.missing('Cidade')],
      [panel.address('street'), TEXTS.pt.missing('Endereço')],
      [panel.address('state'), TEXTS.pt.missing('Estado')],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await checkout.fieldMessage(field)).toContain(message);
    }
    // Part 2 §5: number, district and complement are not required, so nothing marks them.
    for (const key of ['number', 'district', 'complement']) await expect(panel.address(key)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(6);
    expect(await storedPayments(page)).toEqual([]);
    await checkout.expectNoAxeViolations();
  });

  test('part 2 §5, §8: a CEP the lookup does not know: its message, the city typed by hand; the address is required before paying', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt');
    await choose(checkout, 'boleto');
    await panel.typeInto(panel.document(), '52998224725');
    await panel.typeInto(panel.phone(), '1134567890');
    await expect(panel.phone()).toHaveValue('(11) 3456-7890');
    await checkout.payment.payButton('payment:button.boleto').click();
    // Four address fields are missing: the alert counts them, the block says the spec's line (part 2 §5).
    await expect(checkout.payment.alert()).toHaveText(TEXTS.pt.fixFields(4));
    await expect(checkout.payment.address()).toContainText(TEXTS.pt.addressRequired);
    await expect(panel.zip()).toHaveAttribute('aria-invalid', 'true');
    expect(await storedPayments(page)).toEqual([]);
    await panel.pasteInto(panel.zip(), '69000-999');
    await expect(panel.zip()).toHaveValue('69000-999');
    await panel.zip().blur();
    await expect(checkout.payment.address()).toContainText(TEXTS.pt.zipFailed);
    await expect(panel.address('city')).toHaveValue('');
    await checkout.expectNoAxeViolations();
    await panel.address('city').fill('Manaus');
    await panel.address('street').fill('Avenida Eduardo Ribeiro');
    await panel.typeInto(panel.address('state'), 'AMAZ');
    await expect(panel.address('state')).toHaveValue('AMAZ');
    await panel.address('state').fill('');
    await panel.typeInto(panel.address('state'), 'AM');
    await checkout.payment.payButton('payment:button.boleto').click();
    await expect(pendingTitle(checkout, 'boleto')).toBeFocused();
    const [payment] = await storedPayments(page);
    expect(payment?.sent).toMatchObject({ address: { zipCode: '69000-999', city: 'Manaus', stateCode: 'AM' } });
  });
});

test.describe('faults on tokenising and paying with provider B (pt)', () => {
  test('part 2 §8: the tokeniser unreachable: the request-failure message, nothing typed lost, no payment; the next press pays once', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt', { 'sandbox-fault': 'offline', 'sandbox-fault-path': 'provider/b/tokens', 'sandbox-fault-times': '1' });
    await choose(checkout, 'creditCard');
    await checkout.payment.holder().fill('Ana Souza');
    await panel.typeInto(panel.cardNumber(), '4242424242424242');
    await panel.typeInto(panel.expiry(), '1234');
    await panel.typeInto(panel.cvc(), '123');
    await panel.fillAddress();
    await checkout.payment.payButton().click();
    await expect(checkout.payment.alert()).toHaveText('Erro requisição – Ops infelizmente ocorreu um error ao realizar a requisição de pagamento, favor tente mais tarde');
    expect(await faultsLeft(page)).toBe(0);
    expect(await storedPayments(page)).toEqual([]);
    await expect(checkout.payment.holder()).toHaveValue('Ana Souza');
    await expect(panel.cardNumber()).toHaveValue('4242 4242 4242 4242');
    await expect(panel.expiry()).toHaveValue('12/34');
    await expect(panel.cvc()).toHaveValue('123');
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton().click();
    await expect(paidTitle(checkout)).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-b-card']);
  });

  test('part 2 §8: every send of the boleto fails: "check payment", nothing typed lost; checking again makes one payment', async ({ page }) => {
    const { checkout, panel } = await openBrazilStep(page, 'pt', { 'sandbox-fault': 'http500', 'sandbox-fault-path': '/payment/provider-b', 'sandbox-fault-times': '3' });
    await choose(checkout, 'boleto');
    await panel.typeInto(panel.document(), '52998224725');
    await panel.typeInto(panel.phone(), '11912345678');
    await panel.fillAddress();
    await page.clock.install();
    await checkout.payment.payButton('payment:button.boleto').click();
    await expect.poll(() => faultsLeft(page)).toBe(2);
    // The client resends the same attempt after 1 s and 3 s, then says it could not tell.
    for (let step = 0; step < 20 && (await checkout.payment.alert().count()) === 0; step += 1) {
      await page.clock.runFor(2_000);
      await page.waitForTimeout(100);
    }
    await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'));
    expect(await faultsLeft(page)).toBe(0);
    await expect(panel.document()).toHaveValue('529.982.247-25');
    await expect(panel.phone()).toHaveValue('(11) 91234-5678');
    await expect(panel.zip()).toHaveValue('01310-100');
    await expect(panel.address('number')).toHaveValue('1000');
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton('payment:status.check_again').click();
    await expect(pendingTitle(checkout, 'boleto')).toBeFocused();
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-b-boleto']);
  });
});
