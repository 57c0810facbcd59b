import { createSharedStore } from '~/sandbox/shared-store';

/*
 * What the sandbox gateway and provider remember about payments, kept in localStorage in the browser
 * (shared-store.ts): the gateway is one server for every tab, so a second tab sees the same payments and the same
 * idempotency keys, and the return from a 3-D Secure redirect, a reload mid-payment or a pix resume still finds its
 * payment. In memory in Node tests. Every change is written back at once.
 */

export interface PaymentRecord {
  key: string;
  /** The endpoint or call that created it, e.g. 'provider-s-card', 'payment-intent', 'saved-card-debit'. */
  call: string;
  userId: string;
  /** The gateway's `type` (or status code) of the first answer, e.g. 'payment_authorized'. */
  outcome: string;
}

/**
 * A payment taken under an idempotency key (every call of payment-store.ts's `answerOnce`), with what the office's
 * attempt lookup answers about it (decision 012, point 5; handlers/payment-attempt.ts). The sponsor wallet's payments
 * are plain records: they are paid by the office's code, not under a key.
 */
export interface AttemptRecord extends PaymentRecord {
  /** The checkout's method name (part 2 §4.2), e.g. 'creditCard', 'pix', 'myCards', 'googlePay'. */
  method: string;
  invoiceId: number | null;
  /** The charge in cents of `currency` (the body's `amount.value`). */
  amount: number;
  currency: string;
  /** Epoch ms at which the gateway took it. */
  createdAt: number;
  gatewayIdentifier: string | null;
}

export const isAttemptRecord = (record: PaymentRecord): record is AttemptRecord => 'method' in record && 'createdAt' in record;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The answer given to an idempotency key, with the body it answered (a reuse with another body is a 409). */
export interface SettledAnswer {
  fingerprint: string;
  answer: StoredAnswer;
}

/** A Stripe PaymentIntent as the sandbox keeps it (https://docs.stripe.com/api/payment_intents/object). */
export interface PaymentIntentRecord {
  id: string;
  /** Stripe's statuses (https://docs.stripe.com/payments/paymentintents/lifecycle) that the sandbox and the stand-ins reach. */
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  /** Cards that need the sandbox 3-D Secure challenge (outcome authentication_required). */
  needsChallenge: boolean;
  /** The payment method attached; none after Stripe's authentication_required error or a failed challenge. */
  paymentMethod?: string | null;
  /**
   * What the intent charges, in Stripe's units (payment-intent-amount.ts), set when the gateway's payment-intent call
   * created it; absent on the intent a card's authentication_required decline leaves (no Elements amount meets it).
   */
  amount?: number;
  /** Stripe's lower-case currency of `amount`. */
  currency?: string;
}

export interface ThreeDSecureRecord {
  after: 'authorized' | 'refused';
  gatewayIdentifier: string;
  /** The verification answer, fixed by the first return call so a reload gets the same one. */
  final: StoredAnswer | null;
  /**
   * What the bank appends to the return URL, as Adyen appends `redirectResult`
   * (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/web-drop-in/#handle-the-redirect): the
   * verification needs it, as Adyen's /payments/details does. Absent in sessions saved before it existed.
   */
  redirectResult?: string;
  /**
   * Epoch ms at which the gateway sent the buyer to the bank: the sandbox's simulated AUTHORISATION webhook decides a
   * redirect nobody returned from after a while (attempt-state.ts). Absent in sessions saved before it existed.
   */
  startedAt?: number;
}

/** A payment waiting for the buyer, kept by invoice so the office can answer a resumed checkout (decision 033). */
export interface PendingPaymentRecord {
  userId: string;
  method: string;
  currency: string;
  /** Epoch ms of its creation. */
  createdAt: number;
  gatewayIdentifier: string | null;
  hashToken: string | null;
  /** The artifact objects of the payment answer (gateway.boleto, .pix, ...). */
  gateway: Record<string, unknown>;
}

interface PaymentState {
  answers: Record<string, SettledAnswer>;
  records: PaymentRecord[];
  pixPolls: Record<string, number>;
  threeDSecure: Record<string, ThreeDSecureRecord>;
  paymentIntents: Record<string, PaymentIntentRecord>;
  /** Possible-fraud reports the office received, by user (the office decides the block, part 2 §6). */
  fraudReports: Record<string, number>;
  /** The sponsor-wallet codes the office issued, by code: whose, and the wallet's transaction once paid (decision 034). */
  walletCodes: Record<string, { userId: string; transaction: string | null }>;
  /** The pending payment of each invoice, by invoice id. */
  pending: Record<string, PendingPaymentRecord>;
  sequence: number;
}

const empty = (): PaymentState => ({ answers: {}, records: [], pixPolls: {}, threeDSecure: {}, paymentIntents: {}, fraudReports: {}, walletCodes: {}, pending: {}, sequence: 0 });
const store = createSharedStore<PaymentState>('sandbox-payments', empty, (stored) => ({ ...empty(), ...(stored as Partial<PaymentState>) }));

function update<R>(change: (state: PaymentState) => R): R {
  const state = store.load();
  const result = change(state);
  store.save(state);
  return result;
}

/** A fresh number for sandbox ids (gateway identifiers, hash tokens, client secrets); unique across reloads. */
export function nextSandboxNumber(): number {
  return update((state) => (state.sequence += 1));
}

export function settledAnswer(key: string): SettledAnswer | undefined {
  return store.load().answers[key];
}

/** Keeps the first answer to an idempotency key and logs the payment it created. */
export function settleAnswer(key: string, settled: SettledAnswer, record: AttemptRecord): void {
  update((state) => {
    state.answers[key] = settled;
    state.records.push(record);
  });
}

/** Every payment the sandbox gateway created, oldest first (one per idempotency key). */
export function paymentRecords(): readonly PaymentRecord[] {
  return store.load().records;
}

/** The payment taken under an idempotency key, if the gateway received it. */
export function attemptRecord(key: string): AttemptRecord | undefined {
  return store.load().records.filter(isAttemptRecord).find((record) => record.key === key);
}

/** Counts one more poll of a pix `hash_token` and returns how many there have been. Example: first poll, 1. */
export function countPixPoll(hashToken: string): number {
  return update((state) => (state.pixPolls[hashToken] = (state.pixPolls[hashToken] ?? 0) + 1));
}

/** How many times a pix `hash_token` was polled so far (0 when never). */
export function pixPollCount(hashToken: string): number {
  return store.load().pixPolls[hashToken] ?? 0;
}

/** Counts one more possible-fraud report of `userId`; answers the reports so far. */
export function countFraudReport(userId: string): number {
  return update((state) => (state.fraudReports[userId] = (state.fraudReports[userId] ?? 0) + 1));
}

export function threeDSecureSession(identify: string): ThreeDSecureRecord | undefined {
  return store.load().threeDSecure[identify];
}

export function saveThreeDSecureSession(identify: string, session: ThreeDSecureRecord): void {
  update((state) => void (state.threeDSecure[identify] = session));
}

export function paymentIntent(clientSecret: string): PaymentIntentRecord | undefined {
  return store.load().paymentIntents[clientSecret];
}

export function savePaymentIntent(clientSecret: string, intent: PaymentIntentRecord): void {
  update((state) => void (state.paymentIntents[clientSecret] = intent));
}

export function pendingPaymentOf(invoiceId: string): PendingPaymentRecord | undefined {
  return store.load().pending[invoiceId];
}

/** Keeps the invoice's newest pending payment (a new boleto or pix replaces the older one). */
export function savePendingPayment(invoiceId: string, record: PendingPaymentRecord): void {
  update((state) => void (state.pending[invoiceId] = record));
}

/** A paid pix is no longer pending: forgets the pending payment with that hash_token. */
export function settlePendingPix(hashToken: string): void {
  update((state) => {
    for (const [invoice, record] of Object.entries(state.pending)) if (record.hashToken === hashToken) delete state.pending[invoice];
  });
}

/** The office issued a sponsor-wallet code to `userId`. */
export function issueWalletCode(code: string, userId: string): void {
  update((state) => void (state.walletCodes[code] = { userId, transaction: null }));
}

/**
 * The wallet pays a code once: the first payment records it (call 'sponsor-wallet') and answers its transaction;
 * an unknown code, or one already paid, answers null.
 */
export function payWalletCode(code: string): string | null {
  return update((state) => {
    const issued = state.walletCodes[code];
    if (!issued || issued.transaction !== null) return null;
    issued.transaction = `PS-TX-${(state.sequence += 1)}`;
    state.records.push({ key: code, call: 'sponsor-wallet', userId: issued.userId, outcome: 'payment_done' });
    return issued.transaction;
  });
}
