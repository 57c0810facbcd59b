/*
 * Named QA states of the checkout islands (DESIGN.md "Islands in isolation"): each opens one island on
 * /sandbox/workbench, seeded by the real load sequence for its slug and account, then brought to the state by
 * the store actions a buyer's clicks would call (workbench-prepare.ts). Plain data: /sandbox lists them as links
 * in every language; workbench-states.test.tsx renders each one in all six languages, and the browser suite opens each
 * one in one language, rotating, with axe (tests/e2e/workbench-states.spec.ts).
 */
import { CONFIRMATION_STATES, PAYMENT_STEP_STATES } from './workbench-payment-states';
import type { WorkbenchState } from './workbench-state';

export type { WorkbenchState } from './workbench-state';

const EUR = 'premium-plan-59-eur';
const PLAN = 'premium-plus-plan';
// Coupons are checked for an account (part 1 §5: the check sends the user), so the coupon states are logged in.

export const WORKBENCH_STATES: readonly WorkbenchState[] = [
  { id: 'cart', island: 'cart', slug: PLAN, note: 'order summary, monthly', shows: { key: 'checkout:cart.title' } },
  { id: 'bump-sell', island: 'bump', slug: 'upwork-fee-usd', note: 'two bump-sell items offered with a fee', shows: { key: 'checkout:bump.title' } },
  { id: 'sponsor', island: 'sponsor', slug: PLAN, query: { aid: '777' }, note: 'the sponsor box', shows: { key: 'checkout:sponsor.title' } },
  { id: 'suggestions', island: 'suggestions', slug: 'funnel-builder-tool', note: 'suggested tools', shows: { key: 'checkout:suggestions.title' } },
  { id: 'registry', island: 'registry', slug: 'domain-registry', user: 'br', query: { order: 'ORD-1001' }, note: 'domain registration detail', shows: { key: 'checkout:registry.title' } },
  { id: 'coupon-empty', island: 'coupon', slug: PLAN, user: 'br', note: 'coupon box, nothing typed', shows: { key: 'checkout:coupon.apply' } },
  { id: 'coupon-applied', island: 'coupon', slug: PLAN, user: 'br', prepare: 'coupon:OFF10', note: 'OFF10 applied', shows: { key: 'checkout:coupon.applied', values: { code: 'OFF10' } } },
  ...([
    ['invalid', 'INVALID', 'errors:coupon.invalid_coupon'],
    ['expired', 'EXPIRED', 'errors:coupon.coupon_expired'],
    ['bad-date', 'BADDATE', 'errors:coupon.coupon_invalid_date'],
    ['not-for-plan', 'NOTTHISPLAN', 'errors:coupon.this_coupon_is_not_valid_for_this_plan'],
    ['used', 'USED', 'errors:coupon.coupon_already_used'],
    ['category-used', 'CATEGORYUSED', 'errors:coupon.coupon_category_already_used'],
    ['not-for-account', 'NOTFORYOU', 'errors:coupon.cannot_be_used_by_this_account'],
  ] as const).map(([id, code, key]): WorkbenchState => ({
    id: `coupon-${id}`, island: 'coupon', slug: PLAN, user: 'br', prepare: `coupon:${code}`, note: `${code} refused`, shows: { key, values: { code } },
  })),
  { id: 'coupon-failed', island: 'coupon', slug: PLAN, user: 'br', prepare: 'coupon-offline', note: 'the check failed (no connection), with a retry', shows: { key: 'errors:request.network' } },
  { id: 'vat-country', island: 'vat', slug: EUR, user: 'de', note: 'VAT widget, country step', shows: { key: 'checkout:vat.country_label' } },
  { id: 'vat-question', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-country:DE', note: 'Germany chosen: has a VAT number?', shows: { key: 'checkout:vat.has_vat_question' } },
  { id: 'vat-number', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-number', note: 'the number step', shows: { key: 'checkout:vat.number_label' } },
  { id: 'vat-format-error', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-number:DE123', note: 'a number with a format error', shows: { key: 'errors:validation.vat_format', values: { vatNumber: 'DE123' } } },
  { id: 'vat-valid', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-number:DE812345673', note: 'a registered number: reverse charge', shows: { key: 'errors:vat.valid', values: { vatNumber: 'DE812345673' } } },
  { id: 'vat-invalid', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-number:DE314159262', note: 'an unregistered number', shows: { key: 'errors:vat.invalid', values: { vatNumber: 'DE314159262' } } },
  { id: 'vat-country-rate', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-country:NL', note: "the Netherlands: the country's rate at once", shows: { key: 'checkout:vat.result_rate', values: { percentage: '21' } } },
  { id: 'vat-exempt', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-country:OEU', note: 'outside the EU: exempt', shows: { key: 'checkout:vat.exempt' } },
  { id: 'vat-failed', island: 'vat', slug: EUR, user: 'de', prepare: 'vat-fee-fails', note: 'the rate lookup failed, with a retry', shows: { key: 'errors:request.http' } },
  { id: 'registration', island: 'account', slug: PLAN, note: 'step 1, the registration form', shows: { key: 'checkout:account.registration.title' } },
  { id: 'registration-errors', island: 'account', slug: PLAN, prepare: 'registration-empty-submit', note: 'the form submitted empty', shows: { key: 'errors:validation.full_name' } },
  { id: 'verification', island: 'account', slug: PLAN, prepare: 'verification', note: 'the code was sent', shows: { key: 'checkout:account.verification.title' } },
  { id: 'verification-invalid', island: 'account', slug: PLAN, prepare: 'verification-wrong-code', note: "a wrong code: 'Código inválido'", shows: { key: 'errors:account.invalid_code' } },
  { id: 'login', island: 'account', slug: PLAN, prepare: 'login', note: 'the login form', shows: { key: 'checkout:account.login.forgot' } },
  { id: 'login-required', island: 'account', slug: PLAN, prepare: 'login-empty-submit', note: 'login submitted empty', shows: { key: 'errors:validation.login_required' } },
  { id: 'login-failed', island: 'account', slug: PLAN, prepare: 'login-wrong-password', note: 'a wrong password', shows: { key: 'errors:account.login_failed' } },
  { id: 'recovery', island: 'account', slug: PLAN, prepare: 'recovery', note: 'password recovery', shows: { key: 'checkout:account.recovery.intro' } },
  { id: 'recovery-sent', island: 'account', slug: PLAN, prepare: 'recovery-sent', note: 'back at the login: the password was sent', shows: { key: 'checkout:account.recovery.sent' } },
  { id: 'account-card', island: 'account', slug: PLAN, user: 'br', note: 'logged in: the account card', shows: { key: 'checkout:account.card.title' } },
  { id: 'methods', island: 'methods', slug: PLAN, user: 'br', note: 'step 2: the payment methods offered', shows: { key: 'payment:panel.title' } },
  ...PAYMENT_STEP_STATES,
  { id: 'methods-sponsor-wallet', island: 'methods', slug: 'mentoria-plan-brl', user: 'upline', note: "step 2: the first payment goes to the sponsor's PagSeguro", shows: { key: 'payment:sponsor_wallet.intro', values: { name: 'Marina Costa' } } },
  // Step 3 (part 2 §2, §4.5): each pending document from the office's answer, as a buyer coming back sees it, and
  // each screen a payment leads to.
  ...CONFIRMATION_STATES,
];

/** The workbench URL of a state in a language. */
export function workbenchStateHref(state: WorkbenchState, lang: string): string {
  const query = new URLSearchParams({ island: state.island, slug: state.slug, state: state.id, lang, ...state.query });
  query.set('sandbox-user', state.user ?? 'visitor');
  return `/sandbox/workbench?${query}`;
}

export function findWorkbenchState(id: string | null): WorkbenchState | null {
  return WORKBENCH_STATES.find((state) => state.id === id) ?? null;
}
