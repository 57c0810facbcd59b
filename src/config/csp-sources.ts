import type { PublicEnv } from './env-schema';

/**
 * Where each payment provider's code talks to, by CSP directive, derived from the configured environment and
 * region (decision 014). Every origin here has a row in docs/script-inventory.md, and a test holds the two equal.
 */
export type Directive = 'script-src' | 'frame-src' | 'connect-src' | 'img-src' | 'form-action';
export type Sources = Partial<Record<Directive, readonly string[]>>;

type LiveEnv = Extract<PublicEnv, { PUBLIC_MODE: 'live' }>;
export type AdyenEnvironment = LiveEnv['PUBLIC_ADYEN_ENVIRONMENT'];

/**
 * Adyen Web's hosts for one environment, spelled as adyen-web 6 derives them from its `environment` option
 * (its core/Environment/constants): `api` serves the secured-field frames, the card-brand lookups and the
 * 3-D Secure redirect page; `cdn` the brand images and texts; `analytics` the checkout-attempt id.
 * Example: adyenHosts('live-us').api === 'https://checkoutshopper-live-us.adyen.com'
 */
export function adyenHosts(environment: AdyenEnvironment): { api: string; cdn: string; analytics: string } {
  return {
    api: `https://checkoutshopper-${environment}.adyen.com`,
    cdn: `https://checkoutshopper-${environment}.cdn.adyen.com`,
    analytics: `https://checkoutanalytics-${environment}.adyen.com`,
  };
}

/**
 * Provider S: Stripe.js and its Elements load from js.stripe.com (and its versioned `*.js.stripe.com`
 * subdomains), talk to api.stripe.com, and run 3-D Secure challenges in their own frames (hooks.stripe.com).
 */
export const STRIPE_SOURCES: Sources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * Provider A (Adyen Web, bundled from npm, so no script from Adyen): secured-field frames, API and texts,
 * brand images, and the 3-D Secure redirect form posted to Adyen's page (part 2 §4.4). The analytics host
 * stays although the adapter turns analytics off: adyen-web still asks it for the checkout-attempt id.
 */
export function adyenSources(environment: AdyenEnvironment): Sources {
  const { api, cdn, analytics } = adyenHosts(environment);
  return { 'frame-src': [api], 'connect-src': [api, cdn, analytics], 'img-src': [cdn], 'form-action': [api] };
}

/** The origin of an http(s) URL, else null (sandbox APIs are same-origin paths). */
export function originOf(url: string | undefined): string | null {
  if (url === undefined || !/^https?:/i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Provider B tokenises our card inputs straight at its service (part 2 §7 "Card tokenisation"). */
function brazilianSources(env: LiveEnv): Sources {
  const origin = originOf(env.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL);
  return origin ? { 'connect-src': [origin] } : {};
}

/** Provider U tokenises our card inputs straight at its service too (part 2 §7, decision 021). */
function latinAmericanSources(env: LiveEnv): Sources {
  const origin = originOf(env.PUBLIC_LATAM_PROVIDER_TOKEN_URL);
  return origin ? { 'connect-src': [origin] } : {};
}

/**
 * The address block's postcode lookups call public services straight from the browser (part 2 §7 "Zip lookups
 * (external)"): Zippopotam.us for Europe and ViaCEP for Brazil by default.
 */
export function postcodeLookupSources(env: LiveEnv): Sources {
  const origins = [env.PUBLIC_ZIP_LOOKUP_EUROPE_URL, env.PUBLIC_ZIP_LOOKUP_BRAZIL_URL].map(originOf).filter((o): o is string => o !== null);
  return { 'connect-src': origins };
}

/**
 * The consent provider (part 1 §4, §7; decision 027): the registration form loads its script, and the script posts
 * the consent to the provider's API.
 */
export function consentProviderSources(env: LiveEnv): Sources {
  return {
    'script-src': [originOf(env.PUBLIC_CONSENT_PROVIDER_SCRIPT_URL)].filter((o): o is string => o !== null),
    'connect-src': [originOf(env.PUBLIC_CONSENT_PROVIDER_API_URL)].filter((o): o is string => o !== null),
  };
}

/**
 * The support chat (part 1 §2; decision 028), only when it is on: its loader script, and the widget it builds talks
 * to and frames pages from the same origin. Off, nothing (a live build has no chat URL then).
 */
export function supportChatSources(env: LiveEnv): Sources {
  const origin = env.PUBLIC_SUPPORT_CHAT ? originOf(env.PUBLIC_SUPPORT_CHAT_URL) : null;
  return origin ? { 'script-src': [origin], 'connect-src': [origin], 'frame-src': [origin] } : {};
}

/**
 * The sponsor's Brazilian wallet (pagSeguro, part 2 §4.1, §4.3; decision 034): its checkout script, and the checkout
 * frame the script opens over the page.
 */
export function sponsorWalletSources(env: LiveEnv): Sources {
  const script = originOf(env.PUBLIC_SPONSOR_WALLET_SCRIPT_URL);
  const frame = originOf(env.PUBLIC_SPONSOR_WALLET_FRAME_URL);
  return { 'script-src': script ? [script] : [], 'frame-src': frame ? [frame] : [] };
}

/**
 * The third-party sources of a live build: the payment providers', the postcode services', the consent provider's
 * and the support chat's. A sandbox build
 * has none: its provider twins, card frames, tokeniser, postcode answers, chat and consent provider are served by the
 * sandbox on our own origin (DESIGN.md "Payments").
 */
export function providerSources(env: PublicEnv): Sources[] {
  if (env.PUBLIC_MODE !== 'live') return [];
  return [STRIPE_SOURCES, adyenSources(env.PUBLIC_ADYEN_ENVIRONMENT), brazilianSources(env), latinAmericanSources(env), postcodeLookupSources(env),
    consentProviderSources(env), supportChatSources(env), sponsorWalletSources(env)];
}
