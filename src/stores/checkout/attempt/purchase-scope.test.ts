// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { PENDING_PAYMENT_PATH } from '~/api/invoice/pending-payment';
import { PAYMENT_ATTEMPT_PATH, type PaymentAttemptResponse } from '~/api/payment/payment-attempt-status';
import { PAYMENT_PATHS } from '~/api/payment/payment-endpoints';
import { EMPTY_FIELDS_STATUS, type CollectResult } from '~/providers/registry';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { loadInput } from '../../../../tests/setup/load-input';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { $paymentResult } from '../payment-result';
import { currentPurchase } from '../purchase/current';
import { purchaseRecord, writeRecord } from '../purchase/ledger';
import { $paidBefore } from '../purchase/paid-before';
import { storageLeases } from '../purchase/tab-lock';
import { $invoice } from '../session';
import { $step, goNext } from '../steps';
import { openAttempt } from './attempt-key';
import { pay } from './pay';
import { pressPay, resumeOpenPurchase } from './pay-entry';
import { forgetPaidPurchase } from '../purchase/buy-again';
import { $paymentStatus } from './status';

/*
 * One payment per purchase (decision 012), at the store layer over the sandbox office: the attempt belongs to the
 * purchase, so a page reloaded after the payment request left (or opened again with Back) finds it and asks the
 * gateway what became of it instead of paying again; another tab that holds the purchase is followed, never paid
 * beside. The gateway's answer to the attempt lookup is given per test (its own handler is tested in src/sandbox).
 */

const CARD_PATH = '/payment/provider-s/card';
const SLUG = 'premium-plus-plan';

/** Provider S card requests the page sent, by idempotency key. */
let cardKeys: string[];
/** The attempt lookups the page made, by key. */
let lookups: string[];
/** `fails`: the office answers 500; `absent`: it has no such call (404). */
let lookupAnswer: PaymentAttemptResponse | 'fails' | 'absent';

function fillCard(token = 'tok_sandbox_4242'): void {
  chooseMethod('creditCard');
  setHolderName('John Miller');
  reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
  setProviderHandle({ collect: async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: token } }) });
}

/** The gateway takes the next card request and never answers it (the page reloads while it waits). */
function gatewayNeverAnswers(): void {
  sandboxServer.use(http.post(apiUrl('gateway', CARD_PATH), () => new Promise<Response>(() => undefined), { once: true }));
}

/** A page load of the checkout, as the buyer's browser makes it (a reload, Back, the link opened again). */
async function openCheckout(search = ''): Promise<void> {
  resetStores('page');
  await runLoadSequence(loadInput(SLUG, search));
  // What the payment step does when it opens (PaymentStepView).
  startMethodSelection();
  void resumeOpenPurchase();
}

const paidAttempt = (state: 'paid' | 'pending' | 'refused' | 'processing', method = 'creditCard'): PaymentAttemptResponse => ({
  attempt: { state, method, invoice_id: $invoice.get()?.id ?? null, amount: 6900, currency: 'USD', created_at: '2026-11-27T10:00:00.000Z', gateway_identifier: 'ch_sandbox_1' },
});

/**
 * Pays by card until the request has left, then the page is gone: the attempt is open in the ledger. `gatewaySays`
 * sets the lookup's answer once the request left (it names the invoice then known).
 */
async function payThenReload(gatewaySays?: () => PaymentAttemptResponse): Promise<string> {
  gatewayNeverAnswers();
  fillCard();
  void pay();
  await vi.waitFor(() => expect(cardKeys).toHaveLength(1));
  if (gatewaySays) lookupAnswer = gatewaySays();
  stopMethodSelection();
  await openCheckout();
  return cardKeys[0]!;
}

beforeEach(async () => {
  cardKeys = [];
  lookups = [];
  lookupAnswer = { attempt: null };
  sandboxServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(CARD_PATH)) cardKeys.push(((await request.clone().json()) as { idempotency_key: string }).idempotency_key);
  });
  sandboxServer.use(
    http.get(apiUrl('office', `${PAYMENT_ATTEMPT_PATH}/:key`), ({ params }) => {
      lookups.push(String(params.key));
      if (lookupAnswer === 'absent') return HttpResponse.json({ error: 'not_found' }, { status: 404 });
      return lookupAnswer === 'fails' ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json(lookupAnswer);
    }),
  );
  setScenario({ user: 'us' });
  await runLoadSequence(loadInput(SLUG));
  goNext();
  startMethodSelection();
});
afterEach(() => {
  stopMethodSelection();
  sandboxServer.events.removeAllListeners();
});

describe('a reload after the payment request left (decision 012)', () => {
  it('keeps the purchase\'s invoice: the reloaded page creates no new one', async () => {
    const invoice = $invoice.get()?.id;
    let created = 0;
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/invoice/create')) created += 1;
    });
    lookupAnswer = { attempt: null };
    await payThenReload();
    expect([$invoice.get()?.id, created]).toEqual([invoice, 0]);
    await vi.waitFor(() => expect($paymentStatus.get().state).toBe('refused'));
  });

  it('paid: the reloaded page opens step 3 and sends no second payment', async () => {
    const key = await payThenReload(() => paidAttempt('paid'));
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'));
    expect([lookups, cardKeys, $paymentStatus.get().state, $paymentResult.get()?.method]).toEqual([[key], [key], 'paid', 'creditCard']);
    expect(purchaseRecord(currentPurchase()!)).toMatchObject({ key, state: 'paid' });
  });

  it('never received: the step says nothing was charged, and the next press pays under a NEW key', async () => {
    const first = await payThenReload();
    await vi.waitFor(() => expect($paymentStatus.get().state).toBe('refused'));
    expect([$step.get(), $paymentStatus.get()]).toEqual(['payment', { state: 'refused', message: { key: 'payment:status.previous_not_received' } }]);
    expect(openAttempt()).toBeNull();
    fillCard();
    await pay();
    expect(cardKeys).toHaveLength(2);
    expect(cardKeys[1]).not.toBe(first);
    expect($paymentStatus.get().state).toBe('paid');
  });

  it('refused: its own message, and the buyer may pay again', async () => {
    await payThenReload(() => paidAttempt('refused'));
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:status.previous_refused' } }));
    expect(openAttempt()).toBeNull();
  });

  it.each([
    ['still processing at the gateway', (): void => {
      lookupAnswer = paidAttempt('processing');
    }],
    ['the lookup fails', (): void => {
      lookupAnswer = 'fails';
    }],
  ] as const)('%s: "being checked", and "check again" asks again: never a second payment', async (_name, answer) => {
    answer();
    const key = await payThenReload();
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' }, resume: 'lookup' }));
    await pressPay();
    expect([lookups, cardKeys]).toEqual([[key, key], [key]]);
    lookupAnswer = paidAttempt('paid');
    await pressPay();
    expect([$step.get(), cardKeys]).toEqual(['paymentConfirmation', [key]]);
  });

  it('while "checking your payment", the pay button takes no press', async () => {
    let answer: ((response: Response) => void) | undefined;
    sandboxServer.use(http.get(apiUrl('office', `${PAYMENT_ATTEMPT_PATH}/:key`), () => new Promise<Response>((resolve) => (answer = resolve)), { once: true }));
    await payThenReload();
    await vi.waitFor(() => expect($paymentStatus.get().state).toBe('resolving'));
    fillCard('tok_sandbox_4242_again');
    await pay();
    expect(cardKeys).toHaveLength(1);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!(HttpResponse.json(paidAttempt('paid')));
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'));
  });
});

describe('Back after paying (decision 012)', () => {
  it('the same purchase opened again is said to be paid, when the gateway agrees; buying again takes the buyer\'s choice', async () => {
    fillCard();
    await pay();
    expect($step.get()).toBe('paymentConfirmation');
    const key = cardKeys[0]!;
    lookupAnswer = paidAttempt('paid');
    await openCheckout();
    expect($paidBefore.get()).toMatchObject({ method: 'creditCard', amount: 6900, currency: 'USD', paidAt: Date.parse('2026-11-27T10:00:00.000Z') });
    expect([lookups, cardKeys]).toEqual([[key], [key]]);
    forgetPaidPurchase();
    expect([$paidBefore.get(), purchaseRecord(currentPurchase()!)]).toEqual([null, null]);
  });

  it('a paid record the gateway does not know is forgotten: the checkout opens as usual', async () => {
    fillCard();
    await pay();
    lookupAnswer = { attempt: null };
    await openCheckout();
    expect([$paidBefore.get(), $step.get(), purchaseRecord(currentPurchase()!)]).toEqual([null, 'planOrFee', null]);
  });

  it('a pay press in a tab opened before the purchase was paid elsewhere says it is paid, and sends nothing', async () => {
    const purchase = currentPurchase()!;
    writeRecord(purchase, { key: '3b241101-e2bb-4255-8caf-4136c566a962', scope: { purchase, slug: SLUG, invoiceId: String($invoice.get()!.id), method: 'creditCard', currency: 'USD', amount: 6900 }, state: 'paid', at: Date.now() });
    fillCard();
    await pay();
    expect([$paidBefore.get()?.method, cardKeys, $paymentStatus.get().state]).toEqual(['creditCard', [], 'editing']);
  });
});

describe('a second tab (decision 012; Web Locks removed: the lease in localStorage)', () => {
  it('a press while another tab pays the purchase sends nothing, follows that tab, and shows its outcome', async () => {
    const purchase = currentPurchase()!;
    const otherTab = storageLeases(localStorage, 'other-tab');
    const release = await otherTab.hold(purchase);
    const key = '3b241101-e2bb-4255-8caf-4136c566a962';
    writeRecord(purchase, { key, scope: { purchase, slug: SLUG, invoiceId: String($invoice.get()!.id), method: 'creditCard', currency: 'USD', amount: 6900 }, state: 'open', at: Date.now() });
    fillCard();
    await pay();
    expect([$paymentStatus.get().state, cardKeys, lookups]).toEqual(['elsewhere', [], []]);
    // The other tab's attempt is answered paid, and that tab lets go.
    writeRecord(purchase, { ...purchaseRecord(purchase)!, state: 'paid' });
    release!();
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'), { timeout: 3000 });
    expect([cardKeys, $paymentStatus.get().state]).toEqual([[], 'paid']);
  });

  it('the other tab\'s attempt refused (its record gone): this tab may pay, under its own key', async () => {
    const purchase = currentPurchase()!;
    const release = await storageLeases(localStorage, 'other-tab').hold(purchase);
    fillCard();
    await pay();
    expect($paymentStatus.get().state).toBe('elsewhere');
    release!();
    await vi.waitFor(() => expect($paymentStatus.get().state).toBe('editing'), { timeout: 3000 });
    await pay();
    expect([cardKeys.length, $paymentStatus.get().state]).toEqual([1, 'paid']);
  });

  // Also what a tab meets when the other tab's paid record reaches it after the lock: a browser hands localStorage
  // to its other tabs' processes asynchronously (the CI failure of the two-tabs journey, session 19).
  it('the other tab closed mid-request (its attempt still open): this tab asks the gateway, holding the purchase meanwhile, never pays beside it', async () => {
    const purchase = currentPurchase()!;
    const release = await storageLeases(localStorage, 'other-tab').hold(purchase);
    const key = '3b241101-e2bb-4255-8caf-4136c566a962';
    writeRecord(purchase, { key, scope: { purchase, slug: SLUG, invoiceId: String($invoice.get()!.id), method: 'creditCard', currency: 'USD', amount: 6900 }, state: 'open', at: Date.now() });
    // While the gateway is asked, a third tab cannot take the purchase: this tab holds it.
    let thirdTabTook: boolean | null = null;
    sandboxServer.use(
      http.get(apiUrl('office', `${PAYMENT_ATTEMPT_PATH}/:key`), async ({ params }) => {
        lookups.push(String(params.key));
        thirdTabTook = (await storageLeases(localStorage, 'third-tab').hold(purchase)) !== null;
        return HttpResponse.json(paidAttempt('paid'));
      }),
    );
    fillCard();
    await pay();
    expect($paymentStatus.get().state).toBe('elsewhere');
    release!();
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'), { timeout: 3000 });
    expect([lookups, cardKeys, thirdTabTook]).toEqual([[key], [], false]);
  });
});

describe('a provider S wallet that left the page to confirm comes back (Stripe appends payment_intent and redirect_status)', () => {
  /** The buyer confirmed in a wallet that redirects (the intent was created under the attempt's key); the page is gone. */
  async function walletLeftThePage(): Promise<string> {
    let intentKey = '';
    sandboxServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(PAYMENT_PATHS.paymentIntent)) intentKey = ((await request.clone().json()) as { idempotency_key: string }).idempotency_key;
    });
    chooseMethod('googlePay');
    const { walletClientSecret } = await import('./wallet-pay');
    await walletClientSecret();
    stopMethodSelection();
    return intentKey;
  }
  const stripeReturn = (status: string) => `?payment_intent=pi_sandbox_9&payment_intent_client_secret=pi_sandbox_9_secret_x&redirect_status=${status}`;

  it('redirect_status=succeeded: the page asks the gateway by the intent’s key and opens step 3 when it says paid; never from the URL alone', async () => {
    const key = await walletLeftThePage();
    lookupAnswer = paidAttempt('paid', 'googlePay');
    await openCheckout(stripeReturn('succeeded'));
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'));
    expect([lookups, $paymentResult.get()?.method]).toEqual([[key], 'googlePay']);
  });

  it('redirect_status=succeeded but the gateway does not know yet (processing): "being checked", not paid, not failed', async () => {
    await walletLeftThePage();
    lookupAnswer = paidAttempt('processing', 'googlePay');
    await openCheckout(stripeReturn('succeeded'));
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' }, resume: 'lookup' }));
  });

  it('redirect_status=failed: "Failed payment with wallet", nothing asked and nothing charged; the next confirmation reuses the same intent', async () => {
    const key = await walletLeftThePage();
    await openCheckout(stripeReturn('failed'));
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:errors.wallet_failed' } }));
    expect(lookups).toEqual([]);
    expect(openAttempt()?.key).toBe(key);
    // The returned page confirms again itself: the same key, so the gateway hands back the same intent; nothing is
    // asked of the attempt lookup, and the step is not left "checking your payment".
    const again: string[] = [];
    sandboxServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(PAYMENT_PATHS.paymentIntent)) again.push(((await request.clone().json()) as { idempotency_key: string }).idempotency_key);
    });
    const { walletClientSecret } = await import('./wallet-pay');
    await expect(walletClientSecret()).resolves.toMatch(/_secret_/);
    expect([again, lookups, $paymentStatus.get().state]).toEqual([[key], [], 'paying']);
  });
});

describe('unknown is never "failed" (decision 012)', () => {
  it('a wallet confirmation whose outcome is unknown is "being checked"; check again asks the gateway by the intent\'s key', async () => {
    let intentKey = '';
    sandboxServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(PAYMENT_PATHS.paymentIntent)) intentKey = ((await request.clone().json()) as { idempotency_key: string }).idempotency_key;
    });
    chooseMethod('googlePay');
    const { walletClientSecret, walletResult } = await import('./wallet-pay');
    await walletClientSecret();
    walletResult({ ok: 'unknown' });
    expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' }, resume: 'lookup' });
    lookupAnswer = paidAttempt('paid', 'googlePay');
    await pressPay();
    expect([$step.get(), lookups, $paymentResult.get()?.method]).toEqual(['paymentConfirmation', [intentKey], 'googlePay']);
  });

  it('a 3-D Secure return whose verification gets no answer is "being checked", with the same return verified again', async () => {
    resetStores('page');
    setScenario({ fault: 'http500', faultPath: PAYMENT_PATHS.threeDSecureReturn, faultTimes: 1 });
    await runLoadSequence(loadInput(SLUG, '?threeSecure=1&identify=3ds_sandbox_1'));
    const { resumeReturnFromThreeDSecure } = await import('./pay-entry');
    await resumeReturnFromThreeDSecure();
    expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' }, resume: 'threeDSecureReturn' });
  });
});

describe('a buyer back a day after a lost answer (decision 012, addendum: an open attempt is never forgotten unanswered)', () => {
  /** Pays by card until the request has left, loses the answer, and opens the checkout again 25 hours later. */
  async function comeBackADayLater(gatewaySays: PaymentAttemptResponse | 'fails'): Promise<string> {
    gatewayNeverAnswers();
    fillCard();
    void pay();
    await vi.waitFor(() => expect(cardKeys).toHaveLength(1));
    stopMethodSelection();
    const purchase = currentPurchase()!;
    const record = purchaseRecord(purchase)!;
    writeRecord(purchase, { ...record, at: Date.now() - 25 * 60 * 60 * 1000 });
    lookupAnswer = gatewaySays;
    await openCheckout();
    return cardKeys[0]!;
  }

  it.each([
    ['the lookup fails', 'fails' as const],
    ['the gateway no longer knows the key', { attempt: null }],
    ['the gateway still says processing', 'processing' as const],
  ])('%s: the page says the payment may have gone through (amount, method, time), asks once, and sends nothing', async (_case, says) => {
    const key = await comeBackADayLater(says === 'processing' ? paidAttempt('processing') : says);
    await vi.waitFor(() => expect($paidBefore.get()).toMatchObject({ outcome: 'unknown', method: 'creditCard', currency: 'USD' }));
    expect($paidBefore.get()!.amount).toBeGreaterThan(0);
    expect([lookups, cardKeys]).toEqual([[key], [key]]);
    expect(purchaseRecord(currentPurchase()!)).toMatchObject({ key, state: 'open' });
  });

  it('"I was not charged: pay again" is the buyer\'s explicit choice: the record goes and the next press is a new attempt', async () => {
    const key = await comeBackADayLater('fails');
    await vi.waitFor(() => expect($paidBefore.get()?.outcome).toBe('unknown'));
    forgetPaidPurchase();
    expect(purchaseRecord(currentPurchase()!)).toBeNull();
    await openCheckout();
    goNext();
    fillCard();
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(cardKeys).toHaveLength(2);
    expect(cardKeys[1]).not.toBe(key);
  });

  it('the gateway still knows it paid: step 3, nothing sent again', async () => {
    await comeBackADayLater(paidAttempt('paid'));
    await vi.waitFor(() => expect($step.get()).toBe('paymentConfirmation'));
    expect([$paidBefore.get(), cardKeys.length]).toEqual([null, 1]);
  });

  it('the gateway says refused: nothing was charged and the step is free for a new attempt', async () => {
    await comeBackADayLater(paidAttempt('refused'));
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:status.previous_refused' } }));
    expect($paidBefore.get()).toBeNull();
  });
});

describe('an office whose attempt lookup cannot answer (decision 012, addendum: never an endless "being checked")', () => {
  it('no lookup at all (404): after a reload mid-payment the page says at once that the payment may have gone through, and sends nothing', async () => {
    lookupAnswer = 'absent';
    const key = await payThenReload();
    await vi.waitFor(() => expect($paidBefore.get()).toMatchObject({ outcome: 'unknown', method: 'creditCard' }));
    expect([lookups, cardKeys]).toEqual([[key], [key]]);
  });

  it('a lookup that keeps failing: "being checked" with "check again" twice, then the notice; never a second payment', async () => {
    lookupAnswer = 'fails';
    const key = await payThenReload();
    await vi.waitFor(() => expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' }, resume: 'lookup' }));
    await pressPay();
    expect([$paymentStatus.get().state, $paidBefore.get()]).toEqual(['checking', null]);
    await pressPay();
    expect($paidBefore.get()).toMatchObject({ outcome: 'unknown' });
    expect([lookups, cardKeys]).toEqual([[key, key, key], [key]]);
  });
});

describe('a document made here that the office cannot give back (decision 033, addendum)', () => {
  /** The office's pending-payment lookup, as the test has it answer: absent (404) or failing (500). Counts its asks. */
  function pendingLookup(answer: 'absent' | 'fails'): { asks: number } {
    const seen = { asks: 0 };
    sandboxServer.use(
      http.get(apiUrl('office', `${PENDING_PAYMENT_PATH}/:invoiceId`), () => {
        seen.asks += 1;
        return answer === 'absent' ? HttpResponse.json({ error: 'not_found' }, { status: 404 }) : HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    return seen;
  }

  function boletoRecord(): void {
    const purchase = currentPurchase()!;
    writeRecord(purchase, { key: '3b241101-e2bb-4255-8caf-4136c566a962', scope: { purchase, slug: SLUG, invoiceId: String($invoice.get()!.id), method: 'boleto', currency: 'USD', amount: 6900 }, state: 'pending', at: Date.parse('2026-11-30T14:05:00Z') });
  }

  it('an office with neither lookup (the spec\'s): the page says a boleto waits, where to find it, and sends nothing', async () => {
    boletoRecord();
    lookupAnswer = 'absent';
    const pending = pendingLookup('absent');
    await openCheckout();
    expect($paidBefore.get()).toEqual({ purchase: currentPurchase(), method: 'boleto', amount: 6900, currency: 'USD', paidAt: Date.parse('2026-11-30T14:05:00Z'), outcome: 'pending' });
    // 404 says there is no such lookup: asked once, not again.
    expect([pending.asks, cardKeys, $step.get()]).toEqual([1, [], 'planOrFee']);
  });

  it('a pending lookup that keeps failing is asked three times, a second apart, then the page says where the document waits', async () => {
    boletoRecord();
    lookupAnswer = paidAttempt('pending', 'boleto');
    const pending = pendingLookup('fails');
    const started = Date.now();
    await openCheckout();
    expect([$paidBefore.get()?.outcome, pending.asks]).toEqual(['pending', 3]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 1000 - 50);
  });

  it('a reload after a boleto request left, the gateway says pending and the document cannot be fetched: where it waits, not a second one', async () => {
    pendingLookup('absent');
    await payThenReload(() => paidAttempt('pending', 'boleto'));
    await vi.waitFor(() => expect($paidBefore.get()?.outcome).toBe('pending'));
    expect([$paidBefore.get()?.method, cardKeys.length, $paymentResult.get()]).toEqual(['boleto', 1, null]);
  });
});

