import type { LoggedUser } from '~/api/account/user-schema';
import type { PremiumTemplate } from '~/api/addons/get-premium-template';
import type { ProductLookup } from '~/api/catalog/find-plan-fee-or-tool';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import type { CheckoutProduct } from '~/domain/checkout-product';
import type { Coupon } from '~/domain/coupon';
import { readCheckoutOptions, type CheckoutOptions } from '~/domain/flow-params';
import { NO_SPECIAL_SLUGS, type CheckoutFlow, type SpecialSlugLists } from '~/domain/flows';
import type { LoadFailure } from '~/domain/load-errors';
import { DEFAULT_PREMIUM_SLUGS, type PlanRedirectConfig } from '~/domain/plan-redirect';
import type { RedirectPolicy } from '~/domain/safe-redirect';
import type { LocaleByIp } from '~/api/misc/locale-by-ip';

/**
 * What the load sequence needs from the page and the configuration. Passed in, never read from globals,
 * so tests choose every value. The optional values have the defaults of `createLoadContext`.
 */
export interface LoadInput {
  /** The slug after /payment/. */
  slug: string;
  /** location.search, location.hash and document.cookie as they are. */
  search: string;
  hash: string;
  cookies: string;
  /** navigator.languages */
  browserLanguages: readonly string[];
  /** PUBLIC_COMPANY_AID: the default sponsor, hidden in the sponsor box. */
  companyAid: string;
  officeUrl: string;
  homeUrl: string;
  /** Origins redirects may go to (PUBLIC_REDIRECT_ALLOWLIST). */
  redirectAllowlist: readonly string[];
  /** The special slug lists of part 1 §9 (default: none, flows start from their parameters only). */
  slugLists?: SpecialSlugLists;
  /** Plan redirect configuration of part 1 §4 (default: no lists, the premium slugs of plan-redirect.ts). */
  planRedirect?: PlanRedirectConfig;
  /** The local origin accepted as a redirect target in sandbox mode; null (default) in live builds. */
  sandboxOrigin?: string | null;
  /** `env` of the log entries (default PUBLIC_MODE). */
  logEnv?: string;
  /** The clock of the hidden-plan rule (default: now). */
  now?: () => Date;
  /** The support chat's loader URL when the chat is enabled (part 1 §2, decision 028); null (default): off. */
  supportChatUrl?: string | null;
  /** The logged-in account's language kept from the last visit (decision 048; default null: none). */
  accountLanguage?: string | null;
  /** Removes a cookie once used (cs_code, part 2 §7); the page passes one that writes document.cookie. */
  removeCookie?: (name: string) => void;
}

export const NO_PLAN_REDIRECTS: PlanRedirectConfig = {
  promotionalSlugs: [], nicheSlugs: [], premiumTrialSlugs: [], specialSlugs: {}, allowedSponsorAids: [], countryPricedSlugs: {},
  premiumSlugs: DEFAULT_PREMIUM_SLUGS,
};

export type FoundProduct = Exclude<ProductLookup, { kind: 'not_found' }>;

/** What the phases learn, handed from one phase to the next; the stores get the parts the page shows. */
export interface LoadContext {
  readonly input: Required<Omit<LoadInput, 'removeCookie'>> & Pick<LoadInput, 'removeCookie'>;
  readonly params: URLSearchParams;
  readonly options: CheckoutOptions;
  readonly policy: RedirectPolicy;
  user: LoggedUser | null;
  /** The flow from the URL (before the lookup), then from the URL and the product kind. */
  flow: CheckoutFlow | null;
  /** Order prices fetched before the product: the WordPress cloud order (cents) and the Cheetah template. */
  orderPrices: { wordpress: number | null; template: PremiumTemplate | null };
  lookup: FoundProduct | null;
  product: CheckoutProduct | null;
  coupon: Coupon | null;
  /** Country of the buyer from locale by IP; null when the lookup failed. */
  ipCountry: string | null;
  /** Why a phase failed, for the log (the LoadFailure itself carries only its code). */
  failureCause: string | null;
  /** The load's locale-by-IP answer once asked (early-calls.ts): two phases read it. */
  localeByIp: Promise<LocaleByIp> | null;
}

export function createLoadContext(input: LoadInput): LoadContext {
  const params = new URLSearchParams(input.search);
  return {
    input: {
      ...input,
      slugLists: input.slugLists ?? NO_SPECIAL_SLUGS,
      planRedirect: input.planRedirect ?? NO_PLAN_REDIRECTS,
      sandboxOrigin: input.sandboxOrigin ?? null,
      logEnv: input.logEnv ?? env.PUBLIC_MODE,
      now: input.now ?? (() => new Date()),
      supportChatUrl: input.supportChatUrl ?? null,
      accountLanguage: input.accountLanguage ?? null,
    },
    params,
    options: readCheckoutOptions(params),
    policy: { allowedOrigins: input.redirectAllowlist, officeUrl: input.officeUrl, sandboxOrigin: input.sandboxOrigin ?? null },
    user: null,
    flow: null,
    orderPrices: { wordpress: null, template: null },
    lookup: null,
    product: null,
    coupon: null,
    ipCountry: null,
    failureCause: null,
    localeByIp: null,
  };
}

/** What a phase ends with: go on, stop with a load failure, or leave for another page (a plan redirect, /block-user). */
export type PhaseOutcome = { kind: 'continue' } | { kind: 'fail'; failure: LoadFailure } | { kind: 'leave'; to: string };
export type Phase = (ctx: LoadContext) => Promise<PhaseOutcome>;

export const CONTINUE: PhaseOutcome = { kind: 'continue' };
export const fail = (failure: LoadFailure): PhaseOutcome => ({ kind: 'fail', failure });
export const leave = (to: string): PhaseOutcome => ({ kind: 'leave', to });

/** One cookie's value from a document.cookie string. Example: readCookie('a=1; cs_code=CS-CARLA', 'cs_code') === 'CS-CARLA'. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=').trim();
      try {
        return value === '' ? null : decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** A thrown value as one log line (error class and message; never shown to the buyer). */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Logs a failure the spec swallows (template, country prices, token, support...) and lets the load go on (part 1 §8). */
export async function logSwallowed(ctx: LoadContext, what: string, error: unknown): Promise<void> {
  const data = { slug: ctx.input.slug, error: describeError(error) };
  await sendLog({ env: ctx.input.logEnv, message: `checkout load: ${what} failed (ignored)`, data });
}
