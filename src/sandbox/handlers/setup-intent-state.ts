import { createSharedStore } from '~/sandbox/shared-store';

/*
 * What the sandbox gateway and provider S remember about SetupIntents (decision 056), apart from the payments
 * (payment-state.ts): a SetupIntent charges nothing (https://docs.stripe.com/payments/setup-intents), so it is not in
 * the payment records the tests count as payments. Kept in localStorage like them (one gateway for every tab).
 */

/**
 * A SetupIntent's states as Stripe documents them (https://docs.stripe.com/payments/setupintents/lifecycle):
 * created in `requires_payment_method`; confirmed with a card it is `succeeded`, or `requires_action` while the bank's
 * 3-D Secure challenge is open; a failed challenge or a declined card leaves it in `requires_payment_method` with no
 * payment method. (`requires_confirmation`, `processing` and `canceled` do not occur for cards confirmed by Stripe.js.)
 */
export type SetupIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded';

export interface SetupIntentRecord {
  id: string;
  /** The idempotency key of the gateway call that created it (one intent per key). */
  key: string;
  userId: string;
  status: SetupIntentStatus;
  /** The sandbox card token of the card being set up (`tok_sandbox_<last 4>`), once confirmed with one. */
  card: string | null;
  /** `billing_details.name` of the PaymentMethod: the holder name the buyer typed. */
  billingName: string | null;
  /** The PaymentMethod the setup saved for off-session use, once `succeeded`. */
  paymentMethod: string | null;
}

interface SetupState {
  intents: Record<string, SetupIntentRecord>;
  /** Client secret by idempotency key. */
  byKey: Record<string, string>;
  sequence: number;
}

const empty = (): SetupState => ({ intents: {}, byKey: {}, sequence: 0 });
const store = createSharedStore<SetupState>('sandbox-setup-intents', empty, (stored) => ({ ...empty(), ...(stored as Partial<SetupState>) }));

function update<R>(change: (state: SetupState) => R): R {
  const state = store.load();
  const result = change(state);
  store.save(state);
  return result;
}

/**
 * The SetupIntent created under `key`: a new one in `requires_payment_method`, or the one that key created already
 * (Stripe answers a replayed key with the first result, https://docs.stripe.com/api/idempotent_requests). Answers its
 * client secret.
 */
export function createSetupIntentOnce(key: string, userId: string): string {
  return update((state) => {
    const existing = state.byKey[key];
    if (existing) return existing;
    const id = `seti_sandbox_${(state.sequence += 1)}`;
    const secret = `${id}_secret_sandbox`;
    state.intents[secret] = { id, key, userId, status: 'requires_payment_method', card: null, billingName: null, paymentMethod: null };
    state.byKey[key] = secret;
    return secret;
  });
}

export function setupIntent(clientSecret: string): SetupIntentRecord | undefined {
  return store.load().intents[clientSecret];
}

export function saveSetupIntent(clientSecret: string, intent: SetupIntentRecord): void {
  update((state) => void (state.intents[clientSecret] = intent));
}

/** A fresh PaymentMethod id for a card that a setup saved. Example: 'pm_sandbox_3155_2'. */
export function newSetUpPaymentMethod(card: string): string {
  const last4 = /^tok_sandbox_(\d{4})/.exec(card)?.[1] ?? '0000';
  return update((state) => `pm_sandbox_${last4}_${(state.sequence += 1)}`);
}

/** The succeeded SetupIntent that saved this PaymentMethod, if any. */
export function setUpBy(paymentMethod: string): SetupIntentRecord | undefined {
  return Object.values(store.load().intents).find((intent) => intent.status === 'succeeded' && intent.paymentMethod === paymentMethod);
}

/** Every SetupIntent the sandbox gateway created, oldest first (the tests count them). */
export function setupIntentRecords(): readonly SetupIntentRecord[] {
  return Object.values(store.load().intents);
}
