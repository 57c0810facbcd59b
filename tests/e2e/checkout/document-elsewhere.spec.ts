import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { pasteMasked } from '../support/masked-input';
import { storedPayments } from '../support/sandbox-payments';

/*
 * Decision 033, addendum: a buyer who made a pix here comes back (the same link, the tab closed meanwhile) when the
 * office cannot give the pix back (its pending-payment lookup keeps failing). The page says a payment is waiting, with
 * its amount, method and time, where to find it (the office's invoices), and that a new one is the buyer's choice with
 * its warning; nothing is sent meanwhile. The rules (404 asked once, a 5xx three times, the gateway's facts first)
 * are the store tests' (purchase-scope.test.ts, resume-pending.test.ts).
 */

const SLUG = 'premium-plan-149-brl';
const ACCOUNT = { pt: { 'sandbox-user': 'br' }, en: { 'sandbox-user': 'us', 'allowed-brl': '1' } } as const;

for (const lang of ['pt', 'en'] as const) {
  test(`a pix made here that the office cannot give back: the page says it waits in the invoices, never a second one unasked (${lang})`, async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded(SLUG, ACCOUNT[lang]);
    await checkout.continueButton().click();
    await checkout.payment.method('pix').click();
    await pasteMasked(checkout.payment.region().getByRole('textbox', { name: checkout.t('payment:brazil.cpf_cnpj'), exact: true }), '52998224725');
    await checkout.payment.payButton('payment:button.pix').click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.awaiting_payment') })).toBeFocused();
    // The tab is closed; the buyer opens the same link while the office's pending-payment lookup fails every time.
    await checkout.injectFault({ fault: 'http500', path: 'pending-payment', times: 3 });
    await checkout.open(SLUG, ACCOUNT[lang]);
    const title = page.getByRole('heading', { name: checkout.t('purchase:document_elsewhere.title') });
    await expect(title).toBeFocused({ timeout: 15_000 });
    await expect(page.getByText(checkout.t('payment:method.pix'), { exact: false })).toBeVisible();
    await expect(page.getByText(checkout.t('purchase:document_elsewhere.check'))).toBeVisible();
    await expect(page.getByRole('link', { name: checkout.t('purchase:document_elsewhere.invoices') })).toBeVisible();
    await expect(checkout.payment.payButton('payment:button.pix')).toHaveCount(0);
    await expect(checkout.continueButton()).toHaveCount(0);
    await checkout.expectNoAxeViolations();
    // A new pix is the buyer's explicit choice: it opens a fresh checkout, and nothing was sent meanwhile.
    const again = page.getByRole('button', { name: checkout.t('purchase:document_elsewhere.new') });
    await expect(again).toHaveAccessibleDescription(checkout.t('purchase:document_elsewhere.new_hint'));
    await again.click();
    await expect(checkout.continueButton()).toBeVisible({ timeout: 15_000 });
    expect((await storedPayments(page)).map((p) => p.call)).toEqual(['provider-b-pix']);
  });
}
