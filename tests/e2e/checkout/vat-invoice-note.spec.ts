import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 2 §5 "The VAT note is added to the invoice only for EUR, with empty values dropped" and part 2 §3's vat_details:
// an EUR buyer's VAT choice reaches the invoice's note through update-invoice when the payment is pressed, before
// anything is paid (decision 054 and its addendum), beside
// the note's other parts (sales). The rules (a valid number, a changed or undone choice, no note outside EUR, a
// failed write) are rows over the sandbox handlers in src/stores/checkout/vat/invoice-note.test.ts.

const JOURNEY = {
  pt: { user: 'br', rate: 'Taxa de VAT: 19%', payment: 'Pagamento' },
  en: { user: 'us', rate: 'VAT rate: 19%', payment: 'Payment' },
} as const;

/** The notes the page sends with update-invoice, in order. */
function sentNotes(page: Page): unknown[] {
  const notes: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/update-invoice\/\d+$/.test(new URL(request.url()).pathname)) {
      notes.push((request.postDataJSON() as { note?: unknown }).note);
    }
  });
  return notes;
}

for (const lang of ['pt', 'en'] as const) {
  const text = JOURNEY[lang];

  test(`an EUR purchase writes the chosen country fee to the invoice note before payment (${lang}, ${text.user})`, async ({ page }) => {
    const notes = sentNotes(page);
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': text.user, sales: 'camila' });
    // The load stores its part; no VAT choice is made yet, so none is written.
    await expect.poll(() => notes).toEqual([{ sales: 'camila' }]);

    await checkout.vat.chooseCountryFee('DE');
    await expect(checkout.vat.region()).toContainText(text.rate);
    await checkout.continueButton().click();
    await expect(checkout.activeStep()).toContainText(text.payment);
    // The payment's press writes the choice before anything is paid (decision 054, addendum), then pays once.
    await expect(checkout.payment.method('googlePay')).toBeChecked();
    await checkout.payment.walletButton().click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible({ timeout: 15_000 });
    expect(notes.slice(0, 2)).toEqual([{ sales: 'camila' }, { sales: 'camila', vat_details: { country: 'DE', fee: 19 } }]);
    expect((await checkout.payment.createdPayments()).map((p) => p.call)).toEqual(['payment-intent']);
  });
}
