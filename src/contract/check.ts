import { logIn } from '~/api/account/log-in';
import { getLoginStatus } from '~/api/account/login-status';
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import { HttpError, PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { createInvoice } from '~/api/invoice/create-invoice';
import { getPendingPayment } from '~/api/invoice/pending-payment';
import { createCheckoutToken } from '~/api/misc/checkout-token';
import { getLocaleByIp } from '~/api/misc/locale-by-ip';
import { createPayment } from '~/api/payment/create-payment';
import { newIdempotencyKey } from '~/api/payment/idempotency-key';
import { getPaymentAttempt } from '~/api/payment/payment-attempt-status';
import type { PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { PaymentPayload } from '~/api/payment/payment-payload-schema';
import { listVatFees } from '~/api/vat/list-vat-fees';
import { env } from '~/config/env';
import { PAYMENT_NOTIFICATION_PATH } from '~/domain/payment-callback-urls';
import { browserLikeFetch, readableWithCredentials, type SeenAnswer } from './check-fetch';
import { DUTIES, type Duty } from './duties';

/*
 * The conformance check (scripts/contract-check.mjs): drives an office and a gateway with the checkout's own client
 * code and schemas, as the page would, and says call by call and duty by duty whether the backend holds the
 * contract of docs/contract/. The backend's URLs come from the configuration the code was loaded with
 * (PUBLIC_OFFICE_API_URL, PUBLIC_GATEWAY_API_URL).
 */

export interface CheckConfig {
  /** The origin the site is served from: sent as `Origin`, and the one CORS must allow with credentials. */
  origin: string;
  /** A test account of the office, logged in with the page's own login call. */
  account: { email: string; password: string };
  /** A plan the account can buy by card, in the page language `lang`. */
  plan: string;
  lang: string;
  /** With `payments`, the payment duties too: real payments in the providers' test mode. */
  payments: boolean;
  /** The card payment: its endpoint and a test token the provider's test mode accepts. */
  card: { endpoint: PaymentEndpoint; token: string };
  /** The pending payment: a BRL plan paid by pix with a test CPF (none: the duty is not checked). */
  pix: { plan: string; cpf: string } | null;
}

export type RowResult = 'holds' | 'fails' | 'not checked';

export interface CheckRow {
  kind: 'call' | 'duty';
  name: string;
  result: RowResult;
  why: string;
  /** A duty's need (duties.ts); a call is needed to take money at all. */
  need: Duty['need'];
}

/** What an error says, in a row: the HTTP status, the schema's first issues, or the message. */
export function describeError(error: unknown): string {
  if (error instanceof PaymentOutcomeUnknownError) return describeError(error.lastError);
  if (error instanceof HttpError) return `HTTP ${error.status}`;
  if (error instanceof SchemaError) return `the answer does not fit the checkout's schema: ${JSON.stringify(error.issues.slice(0, 2))}`;
  return error instanceof Error ? error.message : String(error);
}

const duty = (id: string): Duty => {
  const found = DUTIES.find((d) => d.id === id);
  if (!found) throw new Error(`contract check: no duty ${id}`);
  return found;
};

/** Rows, and the call that adds one per call it makes. */
class Rows {
  readonly rows: CheckRow[] = [];

  async call<T>(name: string, run: () => Promise<T>, verdict: (value: T) => string | null = () => null): Promise<T | null> {
    try {
      const value = await run();
      const problem = verdict(value);
      this.rows.push({ kind: 'call', name, result: problem ? 'fails' : 'holds', why: problem ?? "answered; the checkout's schema reads it", need: 'required' });
      return problem ? null : value;
    } catch (error) {
      this.rows.push({ kind: 'call', name, result: 'fails', why: describeError(error), need: 'required' });
      return null;
    }
  }

  duty(id: string, result: RowResult, why: string): void {
    const { title, need } = duty(id);
    this.rows.push({ kind: 'duty', name: `${id} (${title})`, result, why, need });
  }
}

function cardPayload(base: Omit<PaymentPayload, 'idempotency_key'>, key: string): PaymentPayload {
  return { ...base, idempotency_key: key } as PaymentPayload;
}

const NO_RESEND = { retryDelaysMs: [] as number[] };

async function checkIdempotency(rows: Rows, endpoint: PaymentEndpoint, body: Omit<PaymentPayload, 'idempotency_key'>): Promise<string | null> {
  const key = newIdempotencyKey();
  const first = await createPayment(endpoint, cardPayload(body, key), NO_RESEND).catch((e: unknown) => e);
  if (first instanceof Error) {
    rows.duty('idempotency-key', 'fails', `the first payment failed: ${describeError(first)}`);
    return null;
  }
  const again = await createPayment(endpoint, cardPayload(body, key), NO_RESEND).catch((e: unknown) => e);
  if (again instanceof Error) {
    rows.duty('idempotency-key', 'fails', `the same key and body again: ${describeError(again)}, not the first answer`);
    return key;
  }
  if (JSON.stringify(again) !== JSON.stringify(first)) {
    rows.duty('idempotency-key', 'fails', 'the same key and body again made another payment (a different answer), not the first answer again');
    return key;
  }
  const changed = { ...body, amount: { ...body.amount, value: body.amount.value + 100 } };
  const other = await createPayment(endpoint, cardPayload(changed, key), NO_RESEND).catch((e: unknown) => e);
  const conflict = other instanceof PaymentOutcomeUnknownError && other.lastError instanceof HttpError && other.lastError.status === 409;
  if (!conflict) {
    rows.duty('idempotency-key', 'fails', other instanceof Error ? `another body under the same key: ${describeError(other)}, not 409` : 'another body under the same key was taken as a new payment, not refused with 409');
    return key;
  }
  rows.duty('idempotency-key', 'holds', 'the same key and body twice: the first answer again; another body under that key: 409');
  return key;
}

async function checkLookup(rows: Rows, key: string | null, amount: number): Promise<void> {
  if (key === null) return rows.duty('attempt-lookup', 'not checked', 'no payment was made to look up');
  try {
    const known = await getPaymentAttempt(key);
    const unknown = await getPaymentAttempt(newIdempotencyKey());
    if (known.attempt?.state !== 'paid' || known.attempt.amount !== amount) {
      return rows.duty('attempt-lookup', 'fails', `the paid attempt answered ${JSON.stringify(known.attempt)}, not state paid for ${amount}`);
    }
    if (unknown.attempt !== null) return rows.duty('attempt-lookup', 'fails', 'a key never sent answered an attempt, not null');
    rows.duty('attempt-lookup', 'holds', 'the paid key answers paid with its amount; a key never sent answers null');
  } catch (error) {
    rows.duty('attempt-lookup', 'fails', `${describeError(error)}${error instanceof HttpError && [404, 405, 501].includes(error.status) ? ': the office has no lookup' : ''}`);
  }
}

async function checkPending(rows: Rows, config: CheckConfig, base: Omit<PaymentPayload, 'idempotency_key' | 'product' | 'amount' | 'my_data' | 'token_card'>): Promise<void> {
  if (!config.pix) return rows.duty('pending-payment', 'not checked', 'no pix plan configured (--pix-plan)');
  const found = await rows.call(`getPlanOrFee ${config.pix.plan}`, () => getPlanOrFee(config.pix!.plan, config.lang), (r) => (r.kind === 'plan' ? null : `answered ${r.kind}`));
  if (!found || found.kind !== 'plan') return rows.duty('pending-payment', 'not checked', 'the pix plan did not load');
  const plan = found.plan;
  const invoice = await rows.call(`createInvoice ${plan.slug}`, () => createInvoice({ type: 'plan', slug: plan.slug, gatewayId: 2 }));
  if (invoice === null) return rows.duty('pending-payment', 'not checked', 'no invoice for the pix payment');
  const payload = {
    ...base, idempotency_key: newIdempotencyKey(), product: { id: plan.id, slug: plan.slug, title: plan.titulo },
    amount: { currency: plan.moeda, value: plan.total_real }, my_data: { office_fatura: String(invoice) }, cpf_or_cnpj: config.pix.cpf,
  } as PaymentPayload;
  const answer = await createPayment('provider-b-pix', payload, NO_RESEND).catch((e: unknown) => e);
  if (answer instanceof Error) return rows.duty('pending-payment', 'not checked', `the pix payment failed: ${describeError(answer)}`);
  try {
    const pending = await getPendingPayment(invoice);
    if (pending.pending?.method !== 'pix') return rows.duty('pending-payment', 'fails', `the invoice's pending payment answered ${JSON.stringify(pending.pending)?.slice(0, 80)}, not the pix`);
    rows.duty('pending-payment', 'holds', "the pix just created comes back as the invoice's pending payment");
  } catch (error) {
    rows.duty('pending-payment', 'fails', `${describeError(error)}${error instanceof HttpError && error.status === 404 ? ': the office has no pending-payment lookup' : ''}`);
  }
}

async function checkCors(rows: Rows, seen: readonly SeenAnswer[], origin: string, doFetch: typeof fetch): Promise<void> {
  const unreadable = seen.filter((answer) => !readableWithCredentials(answer, origin));
  const preflights = await Promise.all(
    [`${env.PUBLIC_GATEWAY_API_URL}/payment/single`, `${env.PUBLIC_OFFICE_API_URL}/br/office/invoice/create`].map((url) =>
      doFetch(url, { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } }).then(
        (r) => (r.headers.get('access-control-allow-origin') === origin && r.headers.get('access-control-allow-credentials') === 'true' && /content-type/i.test(r.headers.get('access-control-allow-headers') ?? '') ? null : `${new URL(url).host}: preflight not allowed`),
        (e: unknown) => `${url}: ${describeError(e)}`,
      ),
    ),
  );
  const problems = [...unreadable.map((a) => `${a.method} ${new URL(a.url).pathname} (allow-origin ${a.allowOrigin ?? 'none'}, credentials ${a.allowCredentials ?? 'none'})`), ...preflights.filter((p) => p !== null)];
  if (problems.length > 0) return rows.duty('browser-authentication', 'fails', `a page on ${origin} could not read: ${problems.slice(0, 3).join('; ')}`);
  rows.duty('browser-authentication', 'holds', `${seen.length} answers and the JSON preflights allow ${origin} with credentials`);
}

/** What the check cannot see from outside: each needs the provider's own dashboard or logs (docs/contract/README.md). */
const BY_HAND: Readonly<Record<string, string>> = {
  'notification-url': "a settled pix, boleto or wallet payment must reach the office's notification URL: see it booked in the office",
  'return-urls': "the provider's return must land on the URL sent, query kept: the live rehearsal's 3-D Secure journeys show it",
  'stripe-intent': "the intent's amount and capture are in provider S's dashboard",
  'adyen-action': "provider A's action and /payments/details: the live rehearsal's provider A journey",
  'body-fields': 'the payment calls above sent them; a strict gateway refuses with 400 (a failed row above)',
  'checkout-token-lifetime': 'a token 24 hours old must still pay: not waited for here',
};

/** Runs every row against the configured backend. Example: (await runCheck(config)).rows[0] // { kind: 'call', ... } */
export async function runCheck(config: CheckConfig): Promise<CheckRow[]> {
  const browser = browserLikeFetch(config.origin);
  const native = globalThis.fetch;
  globalThis.fetch = browser.fetch;
  const rows = new Rows();
  try {
    await rows.call('getLoginStatus (visitor)', () => getLoginStatus(), (s) => (s.user.isLogged ? 'a fresh browser answered logged in' : null));
    await rows.call('logIn', () => logIn({ email: config.account.email, senha: config.account.password }), (r) => (r.ok ? null : `refused: ${r.reason}`));
    const status = await rows.call('getLoginStatus (logged in)', () => getLoginStatus({ checkTeamAccount: true, getCurrentPlan: true, cc: 'USD' }), (s) => (s.user.isLogged ? null : 'the login did not hold: answered a visitor'));
    const found = await rows.call(`getPlanOrFee ${config.plan}`, () => getPlanOrFee(config.plan, config.lang), (r) => (r.kind === 'plan' ? null : `answered ${r.kind}`));
    await rows.call('getLocaleByIp', () => getLocaleByIp());
    await rows.call('listVatFees', () => listVatFees());
    const user = status?.user.isLogged ? status.user : null;
    const token = user ? await rows.call('createCheckoutToken', () => createCheckoutToken(user.user_identifier)) : null;
    const plan = found?.kind === 'plan' ? found.plan : null;
    const invoice = plan ? await rows.call('createInvoice', () => createInvoice({ type: 'plan', slug: plan.slug, gatewayId: 2 })) : null;
    if (!config.payments) {
      for (const id of ['idempotency-key', 'attempt-lookup', 'pending-payment']) rows.duty(id, 'not checked', 'payments not asked for (--payments)');
    } else if (!user || !token || !plan || invoice === null) {
      for (const id of ['idempotency-key', 'attempt-lookup', 'pending-payment']) rows.duty(id, 'not checked', 'a call before the payments failed');
    } else {
      const base = {
        application: 'OFFICE' as const, country_code: user.country.toUpperCase(), name: user.name, id_user: user.user_identifier, email: user.email,
        notification_url: `${env.PUBLIC_OFFICE_URL}${PAYMENT_NOTIFICATION_PATH}`, token_checkout: token, is_recurring: true, interval: 1, period: 'MONTH' as const,
      };
      const body = {
        ...base, product: { id: plan.id, slug: plan.slug, title: plan.titulo }, amount: { currency: plan.moeda, value: plan.total_real },
        my_data: { office_fatura: String(invoice) }, token_card: config.card.token,
      } as Omit<PaymentPayload, 'idempotency_key'>;
      const key = await checkIdempotency(rows, config.card.endpoint, body);
      await checkLookup(rows, key, plan.total_real);
      await checkPending(rows, config, base as never);
    }
    await checkCors(rows, browser.seen, config.origin, browser.fetch);
    for (const [id, why] of Object.entries(BY_HAND)) rows.duty(id, 'not checked', why);
  } finally {
    globalThis.fetch = native;
  }
  return rows.rows;
}

/** Whether the backend may take the checkout's money: every call answered, and no required duty failed. */
export function checkPasses(rows: readonly CheckRow[]): boolean {
  return rows.every((row) => row.result !== 'fails' || row.need === 'degrades');
}

/** The rows as a table, one line each. */
export function formatRows(rows: readonly CheckRow[]): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  const mark: Record<RowResult, string> = { holds: 'holds      ', fails: 'FAILS      ', 'not checked': 'not checked' };
  return rows.map((row) => `${row.kind === 'call' ? 'call' : 'duty'}  ${row.name.padEnd(width)}  ${mark[row.result]}  ${row.kind === 'duty' ? `[${row.need}] ` : ''}${row.why}`).join('\n');
}
