import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayment } from '~/api/payment/create-payment';
import type { PaymentEndpoint } from '~/api/payment/payment-endpoints';
import { tokenizeCard, type CardInput } from '~/api/payment/tokenize-card';
import type { TokenisingProvider } from '~/api/payment/provider-endpoints';
import { samplePaymentPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { setScenario } from '~/sandbox/scenario';
import { CARD_TOKEN_LIFETIME_MS, CARD_TOKEN_REFUSED_MESSAGE } from './card-token-store';
import { sandboxPaymentRecords } from './payment-store';

/*
 * The twin of providers B's and U's tokens, as Pagar.me documents its card tokens (valid 60 seconds, usable once:
 * https://docs.pagar.me/reference/alternativas-ao-pagarme-js): the sandbox gateway charges a token the sandbox
 * provider issued once, within 60 s, and refuses any other with the provider's "Token not found.". Through the real
 * API client functions, as the page calls them.
 */

const CARD: CardInput = { number: '4242424242424242', holder_name: 'Ana Souza', exp_month: 12, exp_year: 2034, cvv: '123' };
const ADDRESS = { zipCode: '01310-100', city: 'São Paulo', street: 'Avenida Paulista', country: 'BR' };

async function token(provider: TokenisingProvider = 'brazilian'): Promise<string> {
  const answer = await tokenizeCard(provider, CARD);
  if (!answer.ok) throw new Error('the sandbox tokeniser refused a good card');
  return answer.token;
}

/** One payment attempt (a fresh idempotency key) charging `tokenCard`; answers the gateway's type and message. */
async function charge(tokenCard: string, endpoint: PaymentEndpoint = 'provider-b-card', key?: string) {
  const payload = samplePaymentPayload({ token_card: tokenCard, address: ADDRESS, ...(key ? { idempotency_key: key } : {}) });
  const { gateway } = await createPayment(endpoint, payload);
  return { type: gateway.type, message: gateway.message, key: payload.idempotency_key };
}

const refusedAsProviderDoes = { type: 'payment_refused', message: CARD_TOKEN_REFUSED_MESSAGE };

afterEach(() => {
  vi.useRealTimers();
});

describe("providers B's and U's card tokens are single-use and expire after 60 s (Pagar.me's tokens)", () => {
  it('a token pays once; a second payment with it (another attempt) is refused as the provider refuses it', async () => {
    setScenario({ user: 'us' });
    const tok = await token();
    expect(await charge(tok)).toMatchObject({ type: 'payment_authorized' });
    expect(await charge(tok)).toMatchObject(refusedAsProviderDoes);
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_authorized', 'payment_refused']);
  });

  it('a resend of the SAME attempt (same key, same body) gets the first answer: the token is not spent twice', async () => {
    setScenario({ user: 'us' });
    const tok = await token();
    const first = await charge(tok);
    expect(await charge(tok, 'provider-b-card', first.key)).toMatchObject({ type: 'payment_authorized' });
    expect(sandboxPaymentRecords()).toHaveLength(1);
  });

  it('a token is good for 60 s after it was created, and refused after', async () => {
    setScenario({ user: 'us' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const young = await token();
    const old = await token();
    vi.setSystemTime(start + CARD_TOKEN_LIFETIME_MS);
    expect(await charge(young)).toMatchObject({ type: 'payment_authorized' });
    vi.setSystemTime(start + CARD_TOKEN_LIFETIME_MS + 1);
    expect(await charge(old)).toMatchObject(refusedAsProviderDoes);
  });

  it("a token the provider never issued, or another provider's, is refused", async () => {
    setScenario({ user: 'us' });
    expect(await charge(sandboxCardToken('4242424242424242'))).toMatchObject(refusedAsProviderDoes);
    expect(await charge(await token('brazilian'), 'provider-u-card')).toMatchObject(refusedAsProviderDoes);
    expect(await charge(await token('latinAmerican'), 'provider-u-card')).toMatchObject({ type: 'payment_authorized' });
  });

  it("the card's outcome still rides on the token: a refused card is refused for its own reason", async () => {
    setScenario({ user: 'us' });
    const answer = await tokenizeCard('brazilian', { ...CARD, number: '4000000000000002' });
    expect(answer.ok).toBe(true);
    const { gateway } = await createPayment('provider-b-card', samplePaymentPayload({ token_card: answer.ok ? answer.token : '', address: ADDRESS }));
    expect(gateway).toMatchObject({ type: 'payment_refused', reason: 'payment_refused' });
    expect(gateway.message).not.toBe(CARD_TOKEN_REFUSED_MESSAGE);
  });
});
