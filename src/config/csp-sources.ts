/**
 * Where the third parties' code talks to, by CSP directive, derived from the configured environment and region
 * (decision 014): the payment providers' from their manifests (src/domain/providers/), the postcode services', the
 * consent provider's, the support chat's and the sponsor wallet's here. Every origin has a row in
 * docs/script-inventory.md, and a test holds the two equal.
 */
// Relative, not `~/`, as everywhere in src/config: astro.config.mjs and the bench load these files without the site's aliases.
import type { Directive, SourceTemplates } from '../domain/providers/manifest.ts';
import { providerManifests } from '../domain/providers/manifests.ts';
import type { PublicEnv } from './env-schema';

export type { Directive };
export type Sources = Partial<Record<Directive, readonly string[]>>;

type LiveEnv = Extract<PublicEnv, { PUBLIC_MODE: 'live' }>;

/** The origin of an http(s) URL, else null (sandbox APIs are same-origin paths). */
export function originOf(url: string | undefined): string | null {
  if (url === undefined || !/^https?:/i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * One source template of a manifest (src/domain/providers/manifest.ts, `SourceTemplates`) for this configuration:
 * `{PUBLIC_X}` alone is the origin(s) of that variable's URL(s), none when it is unset or not a URL; inside a host it
 * is the variable's value, and the template gives nothing while the variable is unset. docs/script-inventory.md spells
 * its rows the same way.
 * Example: expandSource('https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com', { PUBLIC_ADYEN_ENVIRONMENT: 'live-us' })
 *   -> ['https://checkoutshopper-live-us.adyen.com'].
 */
export function expandSource(template: string, env: Readonly<Record<string, unknown>>): string[] {
  const whole = /^\{(PUBLIC_\w+)\}$/.exec(template);
  if (whole) {
    const value = env[whole[1] as string];
    const urls = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return urls.map((url) => originOf(String(url))).filter((origin): origin is string => origin !== null);
  }
  let unset = false;
  const text = template.replace(/\{(PUBLIC_\w+)\}/g, (_match, name: string) => {
    const value = env[name];
    if (value === undefined) unset = true;
    return String(value);
  });
  return unset ? [] : [text];
}

/** A manifest's sources for this configuration, by directive. Example: templateSources({ 'connect-src': ['{PUBLIC_X}'] }, { PUBLIC_X: 'https://t.example/v1' }) -> { 'connect-src': ['https://t.example'] }. */
export function templateSources(templates: SourceTemplates, env: Readonly<Record<string, unknown>>): Sources {
  return Object.fromEntries(Object.entries(templates).map(([directive, list]) => [directive, list.flatMap((template) => expandSource(template, env))]));
}

/** The payment providers' sources, each from its manifest (src/domain/providers/), in the providers' order. */
export function paymentProviderSources(env: LiveEnv): Sources[] {
  return providerManifests().flatMap((manifest) => (manifest.csp ? [templateSources(manifest.csp, env)] : []));
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
  return [...paymentProviderSources(env), postcodeLookupSources(env), consentProviderSources(env), supportChatSources(env), sponsorWalletSources(env)];
}
