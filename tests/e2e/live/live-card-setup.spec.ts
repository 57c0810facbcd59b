import { LIVE_ENV } from '../../setup/live-env';
import { expect, paymentCalls, test } from './fixtures';
import { LiveCheckout } from './live-checkout';
import { stripeApiCalls } from './stand-ins/stripe';

/*
 * The live rehearsal of a purchase that charges nothing now (a trial, part 2 §7 "Setup intent", decision 056): the
 * live adapter creates the gateway's SetupIntent, confirms it with the Stripe.js stand-in's confirmCardSetup (the
 * issuer's challenge for 4000 0025 0000 3155), and the main payment carries the set-up payment method.
 */

test.afterEach(async ({ live }) => {
  live.expectClean();
});

test('provider S card on a trial (USD): set up with the issuer challenge, then one main payment with its payment_method', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan-trial');
  await checkout.payByStripeCard('4000 0025 0000 3155');
  await checkout.stripeChallenge().getByRole('button', { name: 'Complete' }).click();
  await checkout.expectPaid();
  const gateway = LIVE_ENV.PUBLIC_GATEWAY_API_URL;
  const calls = paymentCalls(live.observed).map((call) => call.url);
  expect(calls.filter((url) => url === `${gateway}/payment/setup-intent`)).toHaveLength(1);
  expect(calls.filter((url) => url === `${gateway}/payment/provider-s/card`)).toHaveLength(1);
  const setups = live.runtime.setupIntentRecords();
  expect(setups).toEqual([expect.objectContaining({ status: 'succeeded', billingName: 'John Miller' })]);
  // Stripe was asked to confirm the SetupIntent with the card and the holder as billing name.
  const confirm = stripeApiCalls.find((call) => /^POST \/v1\/setup_intents\/seti_\w+\/confirm$/.test(call.path));
  expect(confirm?.params).toMatchObject({ 'payment_method_data[type]': 'card', 'payment_method_data[billing_details][name]': 'John Miller' });
  const main = paymentCalls(live.observed).find((call) => call.url === `${gateway}/payment/provider-s/card`);
  const sent = JSON.parse(main?.body ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({ payment_method: setups[0]!.paymentMethod, first_payment_without_charge: true });
  expect(sent).not.toHaveProperty('source_token');
  expect(live.runtime.paymentRecords().filter((record) => record.call === 'provider-s-card')).toHaveLength(1);
});
