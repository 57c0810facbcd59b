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
 *   - SetupIntents (`confirmCardSetup`): stripe-setup-intents.ts;
 *   - an intent keeps the `amount` and `currency` the gateway created it with (the sandbox gateway's payment-intent
 *     call, src/sandbox/handlers/payment-intent-amount.ts; https://docs.stripe.com/api/payment_intents/object, both
 *     retrievable with the publishable key), which the Stripe.js stand-in holds the deferred Elements amount against
 *     before it confirms (stripe-js.js `confirmPayment`); nothing in a confirmation carries the Elements amount;
 *   - idempotency (https://docs.stripe.com/api/idempotent_requests): a POST with an `Idempotency-Key` seen before gets
 *     the first answer again when its parameters are the same, and HTTP 400 `idempotency_error` when they differ.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import type * as Runtime from '../office-runtime';
import { answerSetupIntentApi } from './stripe-setup-intents';

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

type Intent = NonNullable<ReturnType<typeof Runtime.paymentIntent>>;

/** What Stripe answers for an intent: its public fields (https://docs.stripe.com/api/payment_intents/object). */
function intentObject(intent: Intent, status: string = intent.status, extra: Json = {}): Json {
  return { id: intent.id, object: 'payment_intent', status, amount: intent.amount ?? null, currency: intent.currency ?? null, livemode: false, ...extra };
}

/** Stripe's error body (https://docs.stripe.com/api/errors). */
function stripeError(type: string, code: string, message: string, extra: Json = {}): { status: number; body: Json } {
  return { status: type === 'card_error' ? 402 : 400, body: { error: { type, code, message, doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`, ...extra } } };
}

/**
 * Answers by `Idempotency-Key` (https://docs.stripe.com/api/idempotent_requests): the first request's parameters and
 * answer, so the same key with the same parameters gets that answer again and runs nothing.
 */
const idempotent = new Map<string, { fingerprint: string; answer: { status: number; body: Json } }>();

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

  // SetupIntents (confirmCardSetup, decision 056): their own module.
  const setup = answerSetupIntentApi(runtime, method, path, params);
  if (setup) return setup;

  const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/stand_in_authenticate)?$/.exec(path);
  if (!match) return stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  const [, id, action] = match;
  const clientSecret = params.get('client_secret') ?? '';
  const intent = runtime.paymentIntent(clientSecret);
  // https://docs.stripe.com/api/payment_intents/retrieve: with a publishable key, the client secret must be the intent's.
  if (!intent || intent.id !== id) return stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);

  if (method === 'GET' && action === undefined) return { status: 200, body: intentObject(intent) };

  if (method === 'POST' && action === '/confirm') {
    // https://docs.stripe.com/payments/paymentintents/lifecycle: which states may be confirmed.
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      return stripeError('invalid_request_error', 'payment_intent_unexpected_state', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`, { payment_intent: intentObject(intent) });
    }
    const paymentMethod = params.get('payment_method');
    const paymentMethodData = params.get('payment_method_data[type]');
    // https://docs.stripe.com/api/payment_intents/confirm: after `authentication_required` the intent needs a payment method.
    if (intent.status === 'requires_payment_method' && !paymentMethod && !paymentMethodData) {
      return stripeError('invalid_request_error', 'payment_intent_unexpected_state', "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, specify a payment_method.", { payment_intent: intentObject(intent) });
    }
    const next = intent.needsChallenge ? 'requires_action' : 'succeeded';
    runtime.savePaymentIntent(clientSecret, { ...intent, status: next, paymentMethod: paymentMethod ?? intent.paymentMethod ?? null });
    return { status: 200, body: intentObject(intent, next, next === 'requires_action' ? { next_action: { type: 'use_stripe_sdk' } } : {}) };
  }

  if (method === 'POST' && action === '/stand_in_authenticate') {
    // The issuer's answer to the challenge (what Stripe learns from the 3-D Secure server).
    if (intent.status !== 'requires_action') return stripeError('invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent has a status of ${intent.status}; no authentication is pending.`);
    const passed = params.get('outcome') === 'complete';
    const next = passed ? 'succeeded' : 'requires_payment_method';
    // A failed challenge detaches the payment method (https://docs.stripe.com/payments/paymentintents/lifecycle).
    runtime.savePaymentIntent(clientSecret, passed ? { ...intent, status: next, needsChallenge: false } : { ...intent, status: next, paymentMethod: null });
    return { status: 200, body: intentObject(intent, next, passed ? {} : { last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }) };
  }
  return stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
}

/**
 * A POST under an `Idempotency-Key` (https://docs.stripe.com/api/idempotent_requests): the first answer again for the
 * same endpoint and parameters; for other ones, Stripe's HTTP 400 `idempotency_error` (https://docs.stripe.com/api/errors
 * "idempotency_error"), and nothing runs. Our gateway's own contract for its key differs (409, decision 012).
 */
function answerOnce(method: string, path: string, params: URLSearchParams, key: string | undefined, run: () => { status: number; body: Json }): { status: number; body: Json } {
  if (method !== 'POST' || !key) return run();
  const fingerprint = JSON.stringify([path, [...params].filter(([name]) => name !== 'key').sort()]);
  const seen = idempotent.get(key);
  if (seen && seen.fingerprint !== fingerprint) {
    return { status: 400, body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } } };
  }
  if (seen) return seen.answer;
  const answer = run();
  idempotent.set(key, { fingerprint, answer });
  return answer;
}

const javascript = (body: string) => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' }, body });
const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });

export async function routeStripe(context: BrowserContext, runtime: typeof Runtime): Promise<void> {
  stripeApiCalls.length = 0;
  idempotent.clear();
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
    const { status, body } = answerOnce(request.method(), url.pathname, params, request.headers()['idempotency-key'], () => answerApi(runtime, request.method(), url.pathname, params));
    return route.fulfill({ status, headers: { 'content-type': 'application/json', ...cors }, body: JSON.stringify(body) });
  });
}
