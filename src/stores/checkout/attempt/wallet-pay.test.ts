// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { PAYMENT_ATTEMPT_PATH } from '~/api/payment/payment-attempt-status';
import { PAYMENT_PATHS } from '~/api/payment/payment-endpoints';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderHandle } from '~/providers/registry';
import { sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { goNext } from '../steps';
import { openAttempt } from './attempt-key';
import { pay } from './pay';
import { pressPay } from './pay-entry';
import { $paymentStatus } from './status';
import { walletClientSecret, walletResult } from './wallet-pay';

/*
 * The wallet beside another attempt (decision 012): a wallet's confirmation is a new attempt, so it never starts while
 * another may have paid ("being checked"), and a provider S challenge that ends without a clear answer keeps its
 * attempt and key. Over the sandbox office and gateway (msw in Node).
 */

const CARD_PATH = '/payment/provider-s/card';
const checking = { state: 'checking', message: { key: 'payment:status.checking' }, resume: 'lookup' };

/** The payment-creating requests the page sent: which call, under which key. */
let sent: { call: 'card' | 'intent'; key: string }[];
let lookups: string[];

function fillCard(token: string, authenticate?: ProviderHandle['authenticate']): void {
  chooseMethod('creditCard');
  setHolderName('John Miller');
  reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
  setProviderHandle({ collect: async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: token } }), authenticate });
}

beforeEach(async () => {
  sent = [];
  lookups = [];
  sandboxServer.events.on('request:start', async ({ request }) => {
    const call = request.url.endsWith(CARD_PATH) ? 'card' : request.url.endsWith(PAYMENT_PATHS.paymentIntent) ? 'intent' : null;
    if (call) sent.push({ call, key: ((await request.clone().json()) as { idempotency_key: string }).idempotency_key });
  });
  sandboxServer.use(
    http.get(apiUrl('office', `${PAYMENT_ATTEMPT_PATH}/:key`), ({ params }) => {
      lookups.push(String(params.key));
      return HttpResponse.json({ attempt: null });
    }),
  );
  setScenario({ user: 'us' });
  await runLoadSequence(loadInput('premium-plus-plan'));
  goNext();
  startMethodSelection();
});
afterEach(() => {
  stopMethodSelection();
  sandboxServer.events.removeAllListeners();
  setScenario({ fault: null, faultPath: '', faultTimes: 0 });
});

describe('the wallet never pays beside an attempt that may have paid (decision 012)', () => {
  it('while a card attempt is "being checked", a wallet confirmation creates no intent and leaves the card attempt and its key as they were', async () => {
    // Every card send's answer is lost (not just the page's three: a request another test left under way in this
    // worker would otherwise take one of them, and the third send would be answered).
    setScenario({ fault: 'lost', faultPath: CARD_PATH, faultTimes: 99 });
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' } });
    const card = openAttempt();
    chooseMethod('googlePay');
    await expect(walletClientSecret()).rejects.toThrow('under way');
    // The sheet closes with its failure: the step is not told anything it did not do.
    walletResult({ ok: false, message: { key: 'payment:errors.wallet_failed' } });
    expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' } });
    expect(openAttempt()).toEqual(card);
    expect(sent.filter((s) => s.call === 'intent')).toEqual([]);
  }, 15_000);

  it('a wallet confirmed twice around a failure reuses the one intent (the same key): one intent, one payment', async () => {
    chooseMethod('googlePay');
    await walletClientSecret();
    walletResult({ ok: false, message: { key: 'payment:errors.wallet_failed' } });
    expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:errors.wallet_failed' } });
    await walletClientSecret();
    walletResult({ ok: true, gatewayIdentifier: 'pi_sandbox_1' });
    await expect.poll(() => $paymentStatus.get().state).toBe('paid');
    const intents = sent.filter((s) => s.call === 'intent');
    expect(intents).toHaveLength(2);
    expect(intents[0]!.key).toBe(intents[1]!.key);
  });
});

describe('part 2 §4.4 payment_authentication_required: a challenge without a clear answer is "being checked" (decision 012)', () => {
  it.each([
    ['the provider answers that the outcome is unknown', async () => ({ ok: 'unknown' as const })],
    ['the challenge throws', async () => Promise.reject(new Error('socket hang up'))],
  ])('%s: the attempt and its key stay; "check again" asks the gateway by that key and sends no second payment', async (_case, authenticate) => {
    fillCard('tok_sandbox_3155', authenticate);
    await pay();
    expect($paymentStatus.get()).toEqual(checking);
    const key = openAttempt()?.key;
    expect(sent).toEqual([{ call: 'card', key }]);
    await pressPay();
    expect(lookups).toEqual([key]);
    expect(sent).toHaveLength(1);
    expect(sandboxPaymentRecords().map((r) => r.key)).toEqual([key]);
  });
});

describe('part 2 §5: an EUR payment writes the VAT choice to the invoice note before anything is paid (decision 054)', () => {
  it('the wallet\'s confirmation of an EUR purchase, once it claims the purchase, writes vat_details beside the note\'s other parts', async () => {
    const { sandboxInvoice } = await import('~/sandbox/handlers/invoice');
    const { selectVatCountry } = await import('../vat/widget');
    stopMethodSelection();
    setScenario({ user: 'de' });
    await runLoadSequence(loadInput('premium-plan-59-eur', '?sales=camila'));
    await selectVatCountry('NL');
    goNext();
    startMethodSelection();
    chooseMethod('googlePay');
    const id = (await import('../session')).$invoice.get()!.id;
    expect(sandboxInvoice(id)?.note).toEqual({ sales: 'camila' });
    await walletClientSecret();
    await expect.poll(() => sandboxInvoice(id)?.note).toEqual({ sales: 'camila', vat_details: { country: 'NL', fee: 21 } });
  });
});
