/**
 * Provider S's hosts for the live rehearsal, answered by stand-ins through Playwright's routing:
 * - js.stripe.com: the Stripe.js stand-in (stripe-js.js) at the URL @stripe/stripe-js 10's `pure` loader injects
 *   (`https://js.stripe.com/endive/stripe.js`, node_modules/@stripe/stripe-js/dist/pure.js; `/v3` too), and its
 *   Element frames (stripe-frame.js);
 * - hooks.stripe.com: the issuer's 3-D Secure challenge of test mode ("Complete" / "Fail");
 * - api.stripe.com: the API calls the stand-in makes, over the sandbox gateway's payment intents (the same module
 *   instances as the gateway that created them, office-runtime.ts). The rules it holds, each with its doc page:
 *   - a publishable key only (`pk_`), never a secret one: https://docs.stripe.com/keys;
 *   - tokens: https://docs.stripe.com/api/tokens/create_card (the id is the sandbox's `tok_sandbox_<last 4>`, which
 *     the sandbox gateway reads the outcome of);
 *   - confirm: https://docs.stripe.com/api/payment_intents/confirm and the lifecycle
 *     https://docs.stripe.com/payments/paymentintents/lifecycle: only an intent in `requires_payment_method`,
 *     `requires_confirmation` or `requires_action` may be confirmed (`payment_intent_unexpected_state` otherwise);
 *     one in `requires_payment_method` (what Stripe leaves after `authentication_required`) confirmed without a
 *     `payment_method` is refused with "You cannot confirm this PaymentIntent because it's missing a payment
 *     method"; a card that needs authentication leaves the intent in `requires_action` (next action
 *     `use_stripe_sdk`) until the issuer's answer, then `succeeded`, or `requires_payment_method` with
 *     `last_payment_error` when the challenge failed;
 *   - deferred-intent Elements: the Elements amount and currency equal the intent's
 *     (https://docs.stripe.com/payments/accept-a-payment-deferred, "amount ... must match"), when the gateway's
 *     payment-intent call told the amount (recorded by `recordIntentAmount`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import type * as Runtime from '../office-runtime';

const HERE = import.meta.dirname;
const STRIPE_JS = readFileSync(join(HERE, 'stripe-js.js'), 'utf8');
const FRAME_JS = readFileSync(join(HERE, 'stripe-frame.js'), 'utf8');

const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Element (stand-in)</title>
<style>body{margin:0;font:16px sans-serif}input{box-sizing:border-box;width:100%;height:36px;font-size:16px}button{width:100%;height:44px}</style>
</head><body><script src="https://js.stripe.com/v3/stand-in/frame.js"></script></body></html>`;

const CHALLENGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page (stand-in)</title></head>
<body><main><h1>3D Secure 2 Test Page</h1><p>Stand-in of the issuer's challenge in Stripe's test mode.</p>
<button type="button" id="complete">Complete</button> <button type="button" id="fail">Fail</button></main>
<script src="https://hooks.stripe.com/stand-in/three-d-secure.js"></script></body></html>`;

const CHALLENGE_JS = `(() => {
  const params = new URLSearchParams(location.search);
  const answer = (outcome) => parent.postMessage({ standIn: 'stripe', reply: params.get('reply'), outcome }, '*');
  document.getElementById('complete').addEventListener('click', () => answer('complete'));
  document.getElementById('fail').addEventListener('click', () => answer('fail'));
})();`;

type Json = Record<string, unknown>;

/** What Stripe answers for an intent: its public fields (https://docs.stripe.com/api/payment_intents/object). */
function intentObject(id: string, status: string, extra: Json = {}): Json {
  return { id, object: 'payment_intent', status, livemode: false, ...extra };
}

/** Stripe's error body (https://docs.stripe.com/api/errors). */
function stripeError(type: string, code: string, message: string, extra: Json = {}): { status: number; body: Json } {
  return { status: type === 'card_error' ? 402 : 400, body: { error: { type, code, message, doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`, ...extra } } };
}

/** Amounts the gateway's payment-intent calls asked for, by intent id (deferred Elements must match them). */
const intentAmounts = new Map<string, { amount: number; currency: string }>();

/** Stripe's zero-decimal currencies: their amount is in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

/**
 * What the gateway's payment-intent call charges, in Stripe's units: the body's `amount` in cents (part 2 §7), its
 * `first_month` when it applies, whole units for a zero-decimal currency. Recorded by the rehearsal's gateway route
 * with the intent the answer names, for the Elements amount check of `confirm`.
 */
export function recordIntentAmount(requestBody: string | null, answerBody: Buffer): void {
  try {
    const sent = JSON.parse(requestBody ?? '{}') as { amount?: { currency: string; value: number; first_month?: number | null } };
    const answer = JSON.parse(answerBody.toString('utf8')) as { gateway?: { client_secret?: string } };
    const secret = answer.gateway?.client_secret;
    if (!sent.amount || !secret) return;
    const cents = sent.amount.first_month ?? sent.amount.value;
    const amount = ZERO_DECIMAL.has(sent.amount.currency) ? Math.round(cents / 100) : cents;
    intentAmounts.set(secret.split('_secret_')[0] ?? secret, { amount, currency: sent.amount.currency.toLowerCase() });
  } catch {
    // not a payment-intent answer
  }
}

/** Calls the rehearsal saw at api.stripe.com, for the tests' checks (path and the parameters that matter). */
export const stripeApiCalls: { path: string; params: Record<string, string> }[] = [];

function answerApi(runtime: typeof Runtime, method: string, path: string, params: URLSearchParams): { status: number; body: Json } {
  const key = params.get('key') ?? '';
  // https://docs.stripe.com/keys: the browser holds the publishable key only.
  if (!key.startsWith('pk_')) return stripeError('invalid_request_error', 'api_key_invalid', 'Invalid API Key provided: the browser must use a publishable key (pk_...)');
  stripeApiCalls.push({ path: `${method} ${path}`, params: Object.fromEntries([...params].filter(([name]) => name !== 'key' && !name.startsWith('card['))) });

  if (method === 'POST' && path === '/v1/tokens') {
    // https://docs.stripe.com/api/tokens/create_card
    const number = params.get('card[number]') ?? '';
    const last4 = number.slice(-4);
    return { status: 200, body: { id: `tok_sandbox_${last4}`, object: 'token', type: 'card', used: false, livemode: false, created: Math.floor(Date.now() / 1000), card: { object: 'card', last4, exp_month: Number(params.get('card[exp_month]')), exp_year: Number(params.get('card[exp_year]')), name: params.get('card[name]') || null } } };
  }

  const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/stand_in_authenticate)?$/.exec(path);
  if (!match) return stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  const [, id, action] = match;
  const clientSecret = params.get('client_secret') ?? '';
  const intent = runtime.paymentIntent(clientSecret);
  // https://docs.stripe.com/api/payment_intents/retrieve: with a publishable key, the client secret must be the intent's.
  if (!intent || intent.id !== id) return stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);

  if (method === 'GET' && action === undefined) return { status: 200, body: intentObject(id, intent.status) };

  if (method === 'POST' && action === '/confirm') {
    // https://docs.stripe.com/payments/paymentintents/lifecycle: which states may be confirmed.
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      return stripeError('invalid_request_error', 'payment_intent_unexpected_state', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, { payment_intent: intentObject(id, intent.status) });
    }
    const paymentMethod = params.get('payment_method');
    const paymentMethodData = params.get('payment_method_data[type]');
    // https://docs.stripe.com/api/payment_intents/confirm: after `authentication_required` the intent needs a payment method.
    if (intent.status === 'requires_payment_method' && !paymentMethod && !paymentMethodData) {
      return stripeError('invalid_request_error', 'payment_intent_unexpected_state', "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, specify a payment_method.", { payment_intent: intentObject(id, intent.status) });
    }
    // https://docs.stripe.com/payments/accept-a-payment-deferred: the Elements amount equals the intent's.
    const asked = intentAmounts.get(id);
    const elementsAmount = params.get('elements_amount');
    if (elementsAmount !== null && (!asked || Number(elementsAmount) !== asked.amount || params.get('elements_currency') !== asked.currency)) {
      const intentAmount = asked ? `${asked.amount} ${asked.currency}` : 'unknown: no payment-intent call named it';
      return stripeError('invalid_request_error', 'amount_mismatch', `The amount and currency of Elements (${elementsAmount} ${params.get('elements_currency')}) do not match the PaymentIntent's (${intentAmount}).`);
    }
    const next = intent.needsChallenge ? 'requires_action' : 'succeeded';
    runtime.savePaymentIntent(clientSecret, { ...intent, status: next, paymentMethod: paymentMethod ?? intent.paymentMethod ?? null });
    return { status: 200, body: intentObject(id, next, next === 'requires_action' ? { next_action: { type: 'use_stripe_sdk' } } : {}) };
  }

  if (method === 'POST' && action === '/stand_in_authenticate') {
    // The issuer's answer to the challenge (what Stripe learns from the 3-D Secure server).
    if (intent.status !== 'requires_action') return stripeError('invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent has a status of ${intent.status}; no authentication is pending.`);
    const passed = params.get('outcome') === 'complete';
    const next = passed ? 'succeeded' : 'requires_payment_method';
    // A failed challenge detaches the payment method (https://docs.stripe.com/payments/paymentintents/lifecycle).
    runtime.savePaymentIntent(clientSecret, passed ? { ...intent, status: next, needsChallenge: false } : { ...intent, status: next, paymentMethod: null });
    return { status: 200, body: intentObject(id, next, passed ? {} : { last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }) };
  }
  return stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
}

const javascript = (body: string) => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' }, body });
const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });

export async function routeStripe(context: BrowserContext, runtime: typeof Runtime): Promise<void> {
  stripeApiCalls.length = 0;
  intentAmounts.clear();
  await context.route('https://js.stripe.com/**', async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/endive/stripe.js' || /^\/v3\/?$/.test(pathname)) return route.fulfill(javascript(STRIPE_JS));
    if (pathname === '/v3/stand-in/frame.html') return route.fulfill(html(FRAME_HTML));
    if (pathname === '/v3/stand-in/frame.js') return route.fulfill(javascript(FRAME_JS));
    return route.fulfill({ status: 404, body: 'not in the Stripe.js stand-in' });
  });
  await context.route('https://hooks.stripe.com/**', async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/stand-in/three-d-secure.html') return route.fulfill(html(CHALLENGE_HTML));
    if (pathname === '/stand-in/three-d-secure.js') return route.fulfill(javascript(CHALLENGE_JS));
    return route.fulfill({ status: 404, body: 'not in the stand-in' });
  });
  await context.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const cors = { 'access-control-allow-origin': request.headers()['origin'] ?? '*' };
    const url = new URL(request.url());
    const params = request.method() === 'GET' ? url.searchParams : new URLSearchParams(request.postData() ?? '');
    const { status, body } = answerApi(runtime, request.method(), url.pathname, params);
    return route.fulfill({ status, headers: { 'content-type': 'application/json', ...cors }, body: JSON.stringify(body) });
  });
}
