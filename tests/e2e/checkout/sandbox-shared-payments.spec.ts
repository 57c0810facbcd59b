import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { storedPayments } from '../support/sandbox-payments';

/*
 * The sandbox gateway in the browser (decision 012; docs/sandbox.md "One payment per attempt"): it takes a payment
 * when the request arrives, `sandbox-gateway-delay` holds only the answer back, and its state is in localStorage,
 * so a reload during the wait and a second tab of the same browser find the payment. The office's attempt lookup
 * answers it by key. What the checkout does with it after the reload is the client's (its own journeys).
 */

/** The sandbox office's attempt lookup, asked from the page (its sandbox answers it). */
function lookUp(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (key) => (await fetch(`/sandbox-api/office/br/office/payment-attempts/${key}`)).json(), key);
}

test('decision 012: a reload while the answer waits finds the payment taken, and a second tab sees it too', async ({ page, context }) => {
  const checkout = new CheckoutPage(page, 'en');
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'us', 'sandbox-gateway-delay': '30000' });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  await checkout.payment.holder().fill('John Miller');
  await checkout.payment.fillCard('4242 4242 4242 4242');
  await checkout.payment.payButton().click();

  await expect.poll(async () => (await storedPayments(page)).map((p) => p.outcome)).toEqual(['payment_authorized']);
  await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toHaveCount(0);
  const key = String((await storedPayments(page))[0]?.sent.idempotency_key);

  await page.reload();
  await checkout.expectLoaded();
  expect((await storedPayments(page)).map((p) => p.outcome)).toEqual(['payment_authorized']);
  await expect.poll(() => lookUp(page, key)).toMatchObject({ attempt: { state: 'paid', method: 'creditCard', currency: 'USD' } });

  const tab = new CheckoutPage(await context.newPage(), 'en');
  await tab.openLoaded('premium-plus-plan', { 'sandbox-user': 'us' });
  expect((await storedPayments(tab.page)).map((p) => p.sent.idempotency_key)).toEqual([key]);
  await expect.poll(() => lookUp(tab.page, key)).toMatchObject({ attempt: { state: 'paid' } });
});
