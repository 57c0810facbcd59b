import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 1 §4 and §9: the VAT widget of an EUR purchase (part 1 §4, §5, §8) on premium-plan-59-eur (EUR 59.00), for a
// German buyer (de) and a Brazilian one buying in EUR (pt, the spec's texts verbatim).

const VAT = {
  pt: {
    user: 'br',
    choiceRequired: 'Para prosseguir para a etapa de pagamento, é preciso escolher a taxa de VAT do seu país, ou adicionar um número de VAT válido.',
    germany: { rate: 'Taxa de VAT: 19%', lines: [['Subtotal', '€ 59,00'], ['VAT (19%)', '€ 11,21'], ['Total', '€ 70,21']] },
    netherlands: { rate: 'Taxa de VAT: 21%', lines: [['Subtotal', '€ 59,00'], ['VAT (21%)', '€ 12,39'], ['Total', '€ 71,39']] },
    valid: 'O número de VAT DE812345673 é válido',
    reverseCharge: 'Número de VAT empresarial válido: 0% de VAT (autoliquidação)',
    zeroLines: [['Subtotal', '€ 59,00'], ['VAT (0%)', '€ 0,00'], ['Total', '€ 59,00']],
    invalid: 'O número de VAT DE314159262 é inválido!',
    badFormat: 'O Número de VAT DE123 não é um formato válido. Favor verificar o número e tente novamente.',
    noNumber: 'Nenhum número de VAT foi preenchido',
    noCountry: 'Voce precisa selecionar seu pais, para prosseguir o pagamento',
    payment: 'Pagamento',
  },
  de: {
    user: 'de',
    choiceRequired: 'Um zur Zahlung zu gelangen, wählen Sie bitte den Mehrwertsteuersatz Ihres Landes oder geben Sie eine gültige USt-IdNr. ein.',
    germany: { rate: 'MwSt.-Satz: 19 %', lines: [['Zwischensumme', '59,00 €'], ['MwSt. (19 %)', '11,21 €'], ['Gesamt', '70,21 €']] },
    netherlands: { rate: 'MwSt.-Satz: 21 %', lines: [['Zwischensumme', '59,00 €'], ['MwSt. (21 %)', '12,39 €'], ['Gesamt', '71,39 €']] },
    valid: 'Die USt-IdNr. DE812345673 ist gültig',
    reverseCharge: 'Gültige USt-IdNr. eines Unternehmens: 0 % MwSt. (Steuerschuldnerschaft des Leistungsempfängers)',
    zeroLines: [['Zwischensumme', '59,00 €'], ['MwSt. (0 %)', '0,00 €'], ['Gesamt', '59,00 €']],
    invalid: 'Die USt-IdNr. DE314159262 ist ungültig.',
    badFormat: 'Die USt-IdNr. DE123 hat kein gültiges Format. Bitte prüfen Sie die Nummer und versuchen Sie es erneut.',
    noNumber: 'Es wurde keine USt-IdNr. eingegeben',
    noCountry: 'Bitte wählen Sie Ihr Land aus, um mit der Zahlung fortzufahren',
    payment: 'Zahlung',
  },
} as const;

for (const lang of ['pt', 'de'] as const) {
  const text = VAT[lang];

  test.describe(`VAT widget (${lang}, ${text.user})`, () => {
    test.beforeEach(async ({ page }) => {
      await new CheckoutPage(page, lang).openLoaded('premium-plan-59-eur', { 'sandbox-user': text.user });
    });

    test('Continuar without a VAT choice shows the message, stays on step 1 and focuses the widget; a choice lets it pass', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.continueButton().click();
      await expect(checkout.vat.region().getByRole('alert')).toHaveText(text.choiceRequired);
      await expect(checkout.account.card().getByRole('alert')).toHaveText(text.choiceRequired);
      await expect(checkout.activeStep()).not.toContainText(text.payment);
      await expect(checkout.vat.country()).toBeFocused();
      await checkout.expectNoAxeViolations();

      await checkout.vat.chooseCountry('NL');
      await expect(checkout.vat.region()).toContainText(text.netherlands.rate);
      // The cause is gone, so neither the widget nor the card still says it.
      await expect(page.getByText(text.choiceRequired)).toHaveCount(0);
      await checkout.continueButton().click();
      await expect(checkout.activeStep()).toContainText(text.payment);
    });

    test('confirming no country asks for one', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.confirm') }).click();
      await expect(checkout.vat.region().getByRole('alert')).toHaveText(text.noCountry);
    });

    test('Germany without a VAT number adds the 19% line to the totals', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      expect(await checkout.cart.totals()).toEqual([[checkout.t('checkout:cart.total'), text.zeroLines[0][1]]]);
      await checkout.vat.chooseCountry('DE');
      await expect(checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.yes'), exact: true })).toBeFocused();
      await checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.no'), exact: true }).click();
      await expect(checkout.vat.region()).toContainText(text.germany.rate);
      await expect.poll(() => checkout.cart.totals()).toEqual(text.germany.lines);
      await checkout.expectNoAxeViolations();
    });

    test('the Netherlands applies its rate at once, without the VAT-number question', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.vat.chooseCountry('NL');
      await expect(checkout.vat.region()).toContainText(text.netherlands.rate);
      await expect(checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.yes'), exact: true })).toHaveCount(0);
      await expect.poll(() => checkout.cart.totals()).toEqual(text.netherlands.lines);
    });

    test('a registered number is valid: 0% reverse charge', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.vat.enterNumber('DE', 'DE812345673');
      await expect(checkout.vat.region().getByRole('status')).toHaveText(text.valid);
      await expect(checkout.vat.region()).toContainText(text.reverseCharge);
      await expect.poll(() => checkout.cart.totals()).toEqual(text.zeroLines);
      await checkout.expectNoAxeViolations();
      await checkout.continueButton().click();
      await expect(checkout.activeStep()).toContainText(text.payment);
    });

    for (const [number, message] of [
      ['DE314159262', text.invalid],
      ['DE123', text.badFormat],
      ['', text.noNumber],
    ] as const) {
      test(`the number "${number}" is refused with its message, kept as typed and linked to the input`, async ({ page }) => {
        const checkout = new CheckoutPage(page, lang);
        await checkout.vat.enterNumber('DE', number);
        await expect(checkout.vat.region().getByRole('alert')).toHaveText(message);
        await expect(checkout.vat.number()).toHaveValue(number);
        await expect(checkout.vat.number()).toHaveAttribute('aria-invalid', 'true');
        expect(await checkout.fieldMessage(checkout.vat.number())).toBe(message);
        expect(await checkout.cart.totals()).toEqual([[checkout.t('checkout:cart.total'), text.zeroLines[0][1]]]);
        await checkout.expectNoAxeViolations();
      });
    }
  });
}

test('a USD purchase has no VAT widget (pt)', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' });
  await expect(checkout.vat.region()).toHaveCount(0);
  await checkout.continueButton().click();
  await expect(checkout.activeStep()).toContainText('Pagamento');
});
