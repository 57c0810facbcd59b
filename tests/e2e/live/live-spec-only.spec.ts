import { LIVE_ENV } from '../../setup/live-env';
import { expect, expectOnePayment, paymentCalls, test } from './fixtures';
import { LiveCheckout, OwnFields } from './live-checkout';

/*
 * The live build against an office and a gateway built from the spec alone (docs/contract/README.md,
 * src/contract/spec-only.ts): no attempt lookup, no pending-payment lookup, the idempotency key ignored. It still pays
 * once per press, and where a missing duty would matter the page degrades as decision 012's and 033's addenda say: a
 * reload while the payment is on its way ends in "may have gone through", never in a second payment or an endless
 * "being checked"; a pix made here that the office cannot give back ends in "waiting in your invoices".
 */

test.use({ backend: 'spec-only' });

/** What the browser logs when it meets a call the spec's office does not have: expected here, and only this. */
const ABSENT_CALL_LOGGED = /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \(https:\/\/office-api\.example\.com\/br\/office\/(payment-attempts|invoices\/pending-payment)\/[^/)]+\)$/;

test.afterEach(async ({ live }) => {
  live.observed.consoleErrors = live.observed.consoleErrors.filter((line) => !ABSENT_CALL_LOGGED.test(line));
  live.expectClean();
});

test('provider S card (USD): paid once', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.payByStripeCard('4242 4242 4242 4242');
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/provider-s/card');
});

test('a reload while the card payment is on its way: "may have gone through" with the way to the invoices, nothing sent again (pt)', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'pt', live);
  await checkout.openPaymentStep('br', 'premium-plus-plan');
  // The gateway takes the payment; its answer never reaches the page, which the buyer reloads first.
  const path = '/payment/provider-s/card';
  let taken!: () => void;
  const tookIt = new Promise<void>((resolve) => (taken = resolve));
  await page.route(`${LIVE_ENV.PUBLIC_GATEWAY_API_URL}${path}`, async (route) => {
    const request = route.request();
    live.observed.apiCalls.push({ method: request.method(), url: request.url(), status: 0, body: request.postData() });
    await live.runtime.answerApi('gateway', { method: request.method(), path, headers: request.headers(), body: request.postDataBuffer() }, 'spec-only');
    taken();
  });
  await checkout.payByStripeCard('4242 4242 4242 4242', 'Ana Souza');
  await tookIt;
  await page.reload();
  const title = page.getByRole('heading', { name: checkout.t('purchase:maybe_paid.title') });
  await expect(title).toBeFocused({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: checkout.t('purchase:maybe_paid.invoices') })).toHaveAttribute('href', LIVE_ENV.PUBLIC_OFFICE_URL);
  await checkout.expectNoAxeViolations();
  expect(paymentCalls(live.observed).map((call) => call.url)).toEqual([`${LIVE_ENV.PUBLIC_GATEWAY_API_URL}${path}`]);
  expect(live.runtime.paymentRecords()).toHaveLength(1);
  // The page asked the office's (absent) lookup, and said so instead of waiting on it.
  expect(live.observed.apiCalls.filter((call) => call.url.includes('/br/office/payment-attempts/')).map((call) => call.status)).toEqual([404]);
});

test('pix (BRL): pending once; back later, the office cannot give it back: "waiting in your invoices", no second pix (en)', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  const fields = new OwnFields(checkout);
  await checkout.openPaymentStep('us', 'premium-plan-149-brl', { 'allowed-brl': '1' });
  await checkout.payment.method('pix').click();
  await fields.type('payment:brazil.cpf_cnpj', '52998224725');
  await checkout.payment.payButton('payment:button.pix').click();
  await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.awaiting_payment') })).toBeFocused();
  await checkout.open('premium-plan-149-brl', { 'allowed-brl': '1' });
  await expect(page.getByRole('heading', { name: checkout.t('purchase:document_elsewhere.title') })).toBeFocused({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: checkout.t('purchase:document_elsewhere.invoices') })).toBeVisible();
  await checkout.expectNoAxeViolations();
  expectOnePayment(live, '/payment/provider-b/pix');
});
