import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 1 §6 "An invoice can be paid by another person with anyone-can-pay=1 and user-id; the owner's name is
// shown" (part 2 §2 user-id: "Owner of the invoice"). The sandbox's invoice 5004 belongs to `us` (1002, John Miller)
// and is shared, so another account pays it (docs/sandbox.md "Invoices").

/** The sandbox office's invoice store (kept in sessionStorage): the id its next new invoice gets. */
async function nextInvoiceId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('sandbox-invoices') ?? '{"nextId":6001}') as { nextId: number }).nextId);
}

const payFor = (user: string, ownerId: string) => ({ 'sandbox-user': user, invoice: '5004', 'anyone-can-pay': '1', 'user-id': ownerId });

for (const [lang, user, line] of [
  ['pt', 'br', 'Você está pagando a Invoice de John Miller'],
  ['de', 'de', 'Sie bezahlen die Rechnung von John Miller'],
] as const) {
  test(`part 1 §6 anyone-can-pay: ${user} pays John Miller's invoice and the cart names him (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan', payFor(user, '1002'));
    await expect(page.getByText(line, { exact: true })).toBeVisible();
    await expect(checkout.cart.productTitle()).toHaveText('Premium Plus');
    // The owner's invoice is reused: no new invoice, no "invalid invoice" notice.
    expect(await nextInvoiceId(page)).toBe(6001);
    await expect(page.getByText('5004')).toHaveCount(0);
    await checkout.expectNoAxeViolations();
  });
}

test('part 1 §6 anyone-can-pay, §8: an invoice that is not the user-id\'s gets a new invoice, the notice and no owner name (pt)', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await checkout.openLoaded('premium-plus-plan', payFor('br', '1013'));
  await expect(page.getByText('Invoice invalida – A Invoice 5004, não pertece a seu usuario. Criamos uma nova para voce efetuar a compra!')).toBeVisible();
  expect(await nextInvoiceId(page)).toBe(6002);
  await expect(page.getByText(/Você está pagando a Invoice de/)).toHaveCount(0);
});
