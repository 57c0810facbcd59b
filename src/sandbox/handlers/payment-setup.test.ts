import { describe, expect, it, beforeEach } from 'vitest';
import { createPayment } from '~/api/payment/create-payment';
import { createSetupIntent } from '~/api/payment/create-setup-intent';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { samplePaymentPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { setScenario } from '~/sandbox/scenario';
import { setupIntent } from './setup-intent-state';

/** What the sandbox twin posts for `confirmCardSetup` (payment-setup.ts). */
async function confirm(body: Record<string, unknown>): Promise<{ status: number; body: { status?: string; payment_method?: string | null; error?: { type: string; code: string } } }> {
  const response = await fetch(sandboxProviderUrl('s/setup-intents/confirm'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as never };
}

const secret = async () => (await createSetupIntent()).gateway.client_secret;
const trial = (paymentMethod: string) => samplePaymentPayload({ token_card: undefined, payment_method: paymentMethod, first_payment_without_charge: true });

beforeEach(() => void setScenario({ user: 'us' }));

describe('the sandbox SetupIntent of provider S (https://docs.stripe.com/payments/setupintents/lifecycle, decision 056)', () => {
  it('4242: succeeded at once, saving a PaymentMethod with the holder name as billing name', async () => {
    const clientSecret = await secret();
    const answer = await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4242 4242 4242 4242'), billing_name: 'John Miller' });
    expect(answer.body).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_sandbox_4242_/) });
    expect(setupIntent(clientSecret)?.billingName).toBe('John Miller');
  });

  it.each(['4000 0025 0000 3155', '4000 0000 0000 3220'])('%s (https://docs.stripe.com/testing#regulatory-cards): requires_action, then succeeded when the buyer passes the challenge', async (number) => {
    const clientSecret = await secret();
    expect((await confirm({ client_secret: clientSecret, card_token: sandboxCardToken(number), billing_name: 'John Miller' })).body).toMatchObject({ status: 'requires_action' });
    expect((await confirm({ client_secret: clientSecret, challenge: 'pass' })).body).toMatchObject({ status: 'succeeded' });
  });

  it('a failed challenge: setup_intent_authentication_failure (card_error), the intent back in requires_payment_method without a PaymentMethod', async () => {
    const clientSecret = await secret();
    await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4000 0025 0000 3155') });
    const failed = await confirm({ client_secret: clientSecret, challenge: 'fail' });
    expect(failed).toMatchObject({ status: 402, body: { error: { type: 'card_error', code: 'setup_intent_authentication_failure' } } });
    expect(setupIntent(clientSecret)).toMatchObject({ status: 'requires_payment_method', paymentMethod: null });
  });

  it('a declined card (4000 0000 0000 0002): card_declined, nothing saved', async () => {
    const clientSecret = await secret();
    const answer = await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4000 0000 0000 0002') });
    expect(answer).toMatchObject({ status: 402, body: { error: { type: 'card_error', code: 'card_declined' } } });
    expect(setupIntent(clientSecret)?.paymentMethod).toBeNull();
  });

  it('a succeeded SetupIntent cannot be confirmed again (setup_intent_unexpected_state); one without a card is refused', async () => {
    const clientSecret = await secret();
    expect((await confirm({ client_secret: clientSecret })).body.error?.code).toBe('setup_intent_unexpected_state');
    await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4242 4242 4242 4242') });
    expect((await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4242 4242 4242 4242') })).body.error?.code).toBe('setup_intent_unexpected_state');
  });

  it('part 2 §7: the main payment of a trial with the set-up PaymentMethod is authorized; a PaymentMethod no setup saved is refused', async () => {
    const clientSecret = await secret();
    const { body } = await confirm({ client_secret: clientSecret, card_token: sandboxCardToken('4242 4242 4242 4242') });
    const paid = await createPayment('provider-s-card', trial(body.payment_method!));
    expect(paid.gateway).toMatchObject({ status: 'Success', type: 'payment_authorized' });
    const refused = await createPayment('provider-s-card', trial('pm_sandbox_4242_999'));
    expect(refused.gateway).toMatchObject({ status: 'Error', type: 'payment_refused' });
  });
});
