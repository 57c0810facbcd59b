import { describe, expect, it } from 'vitest';
import { answerOnce, sandboxPaymentRecords } from './payment-store';

/*
 * Decision 012, "What the gateway must do with the key": the same key and body get the first answer and create
 * nothing; another body answers 409. The page's checkout token is its credential, new on every page load, not part of
 * what is paid: a reloaded page (a wallet's failed return confirming the same intent) sends the same payment with
 * its own token.
 */
const body = (token: string, value = 6900) => ({ idempotency_key: 'k-fingerprint', token_checkout: token, amount: { currency: 'USD', value } });
const send = (sent: ReturnType<typeof body>) =>
  answerOnce(sent.idempotency_key, sent, { call: 'payment-intent', userId: '1002' }, async () => ({ status: 200, body: { gateway: { status: 'Success' } } }));

describe('the sandbox gateway’s “same body” (decision 012)', () => {
  it('a resend from a reloaded page (another token_checkout) gets the first answer; another amount under the key is 409; one payment', async () => {
    const before = sandboxPaymentRecords().length;
    expect((await send(body('chk_page_1'))).status).toBe(200);
    expect((await send(body('chk_page_2'))).status).toBe(200);
    expect((await send(body('chk_page_2', 7900))).status).toBe(409);
    expect(sandboxPaymentRecords().length - before).toBe(1);
  });
});
