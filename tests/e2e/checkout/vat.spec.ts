import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 1 §4 and §9: the VAT widget of an EUR purchase (part 1 §4, §5, §8) on premium-plan-59-eur (EUR 59.00), for a
// German buyer (de) and a Brazilian one buying in EUR (pt, the spec's texts verbatim): the two journeys to payment
// (a country rate after the held Continuar, and a registered number). The widget's rules are rows over the same
// sandbox handlers in src/islands/checkout/vat/VatWidget.totals.test.tsx (pt and de: Germany's 19 %, the
// Netherlands, the refused numbers, no country), VatWidget.test.tsx (pt and en) and, for a purchase outside EUR,
// src/stores/checkout/vat/widget.test.ts ("other currencies move on") and VatWidget.test.tsx ("not shown outside EUR").

const VAT = {
  pt: {
    user: 'br',
    choiceRequired: 'Para prosseguir para a etapa de pagamento, é preciso escolher a taxa de VAT do seu país, ou adicionar um número de VAT válido.',
    netherlandsRate: 'Taxa de VAT: 21%',
    valid: 'O número de VAT DE812345673 é válido',
    reverseCharge: 'Número de VAT empresarial válido: 0% de VAT (autoliquidação)',
    zeroLines: [['Subtotal', '€ 59,00'], ['VAT (0%)', '€ 0,00'], ['Total', '€ 59,00']],
    payment: 'Pagamento',
  },
  de: {
    user: 'de',
    choiceRequired: 'Um zur Zahlung zu gelangen, wählen Sie bitte den Mehrwertsteuersatz Ihres Landes oder geben Sie eine gültige USt-IdNr. ein.',
    netherlandsRate: 'MwSt.-Satz: 21 %',
    valid: 'Die USt-IdNr. DE812345673 ist gültig',
    reverseCharge: 'Gültige USt-IdNr. eines Unternehmens: 0 % MwSt. (Steuerschuldnerschaft des Leistungsempfängers)',
    zeroLines: [['Zwischensumme', '59,00 €'], ['MwSt. (0 %)', '0,00 €'], ['Gesamt', '59,00 €']],
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
      await expect(checkout.vat.region()).toContainText(text.netherlandsRate);
      // The cause is gone, so neither the widget nor the card still says it.
      await expect(page.getByText(text.choiceRequired)).toHaveCount(0);
      await checkout.continueButton().click();
      await expect(checkout.activeStep()).toContainText(text.payment);
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
  });
}
