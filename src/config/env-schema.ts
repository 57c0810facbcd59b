import { z } from 'zod';
// Relative, not `~/`: the contract check and the bench load this file without the site's aliases.
import type { EnvKit, ProviderEnv } from '../domain/providers/manifest.ts';
import { providerManifests, type ProviderManifests } from '../domain/providers/manifests.ts';

/**
 * The public build-time environment (`PUBLIC_*`). Everything here ends up in the
 * browser bundle, so it must never hold a secret (DESIGN.md "Security").
 */
export const MODES = ['sandbox', 'live'] as const;
export type Mode = (typeof MODES)[number];

const httpsUrl = z
  .url({ protocol: /^https$/, message: 'must be an https:// URL' })
  .transform((u) => u.replace(/\/+$/, ''));

const originList = z
  .string()
  .min(1, 'must list at least one origin')
  .transform((value, ctx) => {
    const origins = value.split(',').map((s) => s.trim()).filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = null;
      }
      if (!parsed || parsed.protocol !== 'https:' || parsed.origin !== origin.replace(/\/+$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not a bare https origin (https://host[:port])` });
        return z.NEVER;
      }
    }
    return origins.map((o) => new URL(o).origin);
  });

/**
 * Optional Content-Security-Policy settings, both modes (src/config/security-headers.ts, decision 014):
 * where browsers send CSP violation reports, and origins beyond the office's that serve images the office's
 * data points at (avatars, payment-document pictures).
 */
const cspSettings = {
  // Written into the CSP as is: a `;` or `,` would end the directive or the policy there.
  PUBLIC_CSP_REPORT_URL: httpsUrl.refine((url) => !/[;,"]/.test(url), 'must not contain ; , or "').optional(),
  PUBLIC_CSP_IMAGE_ORIGINS: originList.optional(),
};

/**
 * The public postcode services of part 2 §7 "Zip lookups (external)" (src/api/misc/postcode-lookup.ts): Zippopotam.us
 * for Europe, ViaCEP for Brazil. Their origins are in the CSP's connect-src (src/config/csp-sources.ts).
 */
const postcodeLookupBases = {
  PUBLIC_ZIP_LOOKUP_EUROPE_URL: httpsUrl.default('https://api.zippopotam.us'),
  PUBLIC_ZIP_LOOKUP_BRAZIL_URL: httpsUrl.default('https://viacep.com.br/ws'),
};

/**
 * The fixed pages of the after-payment redirect (part 2 §4.5 rules 2, 4 and 5: WordPress cloud creation, buying
 * a domain, the Cheetah builder). Optional in both modes: an unset page sends the buyer to the office, like any
 * target the redirect allow-list refuses; a set page's origin must be in PUBLIC_REDIRECT_ALLOWLIST.
 */
const afterPaymentPages = {
  PUBLIC_WORDPRESS_CLOUD_URL: httpsUrl.optional(),
  PUBLIC_BUY_DOMAIN_URL: httpsUrl.optional(),
  PUBLIC_CHEETAH_BUILDER_URL: httpsUrl.optional(),
};

/**
 * Registration tracking (part 1 §6, §7 "Ancillary"; decision 029), all optional in a live build: an unset one sends
 * nothing. The pixel origins are those the office's funnel-continue pixel URL (pixel funnel `tracking_pixel_url`) may
 * point at; the franchise share image and the affiliate-conversion tracker are fixed URLs; the tracker counts the
 * referrals of one sponsor account. Each origin is in the CSP (src/config/tracking-settings.ts).
 */
const liveTrackingSettings = {
  PUBLIC_TRACKING_PIXEL_ORIGINS: originList.optional(),
  PUBLIC_FRANCHISE_SHARE_URL: httpsUrl.optional(),
  PUBLIC_AFFILIATE_TRACKER_URL: httpsUrl.optional(),
  PUBLIC_AFFILIATE_TRACKER_AID: z.string().regex(/^\d+$/, 'must be the numeric account id of the sponsor').optional(),
  /**
   * Step 3's purchase pixels (part 2 §4.5, §9; decision 035): the vendors' scripts of the sponsor's Facebook pixel,
   * GA4 tag and tag manager, and the origins the sponsor's custom thank-you page may be framed from (optional).
   * Unset, the vendors' own URLs (src/config/tracking-settings.ts): no default here, so the inlined configuration of
   * the checkout's start does not grow.
   */
  PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL: httpsUrl.optional(),
  PUBLIC_ANALYTICS_TAG_URL: httpsUrl.optional(),
  PUBLIC_TAG_MANAGER_URL: httpsUrl.optional(),
  PUBLIC_THANK_YOU_PAGE_ORIGINS: originList.optional(),
};

/** An on/off switch: 1/true or 0/false; absent means off (PUBLIC_BLACK_FRIDAY shows the plans pages' banner). */
const offByDefault = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true').default(false);

/**
 * The support chat of the checkout page (part 1 §2 "A support chat is shown when enabled"; decision 028): off by
 * default; on, the page loads the chat's loader script from PUBLIC_SUPPORT_CHAT_URL (`{lang}` in it becomes the page
 * language) and the CSP allows its origin. Off, a live build drops the URL (parsePublicEnv): nothing loads or allows it.
 */
const supportChatSettings = {
  PUBLIC_SUPPORT_CHAT: offByDefault,
};

type Manifest = ProviderManifests[keyof ProviderManifests];
type EnvOf<M, K extends keyof ProviderEnv> = M extends { env: (kit: EnvKit) => infer E extends ProviderEnv } ? E[K] : Record<never, never>;
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * The payment providers' variables for one mode, each from its manifest (src/domain/providers/): public keys, the
 * Adyen environment, the tokenisers' URLs. Example: providerShapes('sandbox').PUBLIC_LATAM_PROVIDER_KEY parses
 * undefined to 'sandbox-latam-key'.
 */
function providerShapes<K extends keyof ProviderEnv>(mode: K): Merged<EnvOf<Manifest, K>> {
  const kit: EnvKit = { z, httpsUrl };
  return Object.assign({}, ...providerManifests().map((manifest) => manifest.env?.(kit)[mode] ?? {})) as Merged<EnvOf<Manifest, K>>;
}

/** Live: on without a loader URL fails the build, naming the variable. */
const requireChatUrl = (env: { PUBLIC_SUPPORT_CHAT: boolean; PUBLIC_SUPPORT_CHAT_URL?: string | undefined }, ctx: z.RefinementCtx) => {
  if (env.PUBLIC_SUPPORT_CHAT && !env.PUBLIC_SUPPORT_CHAT_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_SUPPORT_CHAT_URL'], message: 'is required when PUBLIC_SUPPORT_CHAT is on' });
  }
};

/** Live mode: every value is required and checked. */
export const liveEnvSchema = z.object({
  PUBLIC_MODE: z.literal('live'),
  PUBLIC_SITE_URL: httpsUrl,
  PUBLIC_OFFICE_API_URL: httpsUrl,
  PUBLIC_GATEWAY_API_URL: httpsUrl,
  PUBLIC_OFFICE_URL: httpsUrl,
  PUBLIC_COMPANY_HOME_URL: httpsUrl,
  PUBLIC_COMPANY_AID: z.string().regex(/^\d+$/, 'must be the numeric account id of the company'),
  PUBLIC_REDIRECT_ALLOWLIST: originList,
  /**
   * Where the payment step may send the buyer's browser away, each apart from the buyer-facing list above
   * (src/domain/payment-redirects.ts): 3-D Secure pages, bank pages, and the PayPal path (the office's invoice-pay page).
   */
  PUBLIC_THREE_DS_ALLOWLIST: originList,
  PUBLIC_BANK_REDIRECT_ALLOWLIST: originList,
  PUBLIC_PAYPAL_ALLOWLIST: originList,
  ...providerShapes('live'),
  ...postcodeLookupBases,
  ...afterPaymentPages,
  ...liveTrackingSettings,
  PUBLIC_BLACK_FRIDAY: offByDefault,
  ...supportChatSettings,
  /** The chat provider's loader script, https (decision 028). Required when PUBLIC_SUPPORT_CHAT is on. */
  PUBLIC_SUPPORT_CHAT_URL: httpsUrl.optional(),
  /**
   * The consent provider (part 1 §4, §7 "consent provider script and submit"; decision 027): its public key, the
   * script the registration form loads, and the API origin that script posts consents to (CSP connect-src).
   */
  PUBLIC_CONSENT_PROVIDER_KEY: z.string().min(8, 'must be the consent provider public key'),
  PUBLIC_CONSENT_PROVIDER_SCRIPT_URL: httpsUrl.default('https://cdn.iubenda.com/cons/iubenda_cons.js'),
  PUBLIC_CONSENT_PROVIDER_API_URL: httpsUrl.default('https://consent.iubenda.com'),
  /**
   * The sponsor's Brazilian wallet (pagSeguro, part 2 §4.1, §4.3; decision 034): its checkout script, loaded only when
   * a BRL first payment may go to the sponsor, and the origin of the checkout frame that script opens.
   */
  PUBLIC_SPONSOR_WALLET_SCRIPT_URL: httpsUrl.default('https://stc.pagseguro.uol.com.br/pagseguro/api/v2/checkout/pagseguro.lightbox.js'),
  PUBLIC_SPONSOR_WALLET_FRAME_URL: httpsUrl.default('https://pagseguro.uol.com.br'),
  ...cspSettings,
}).superRefine(requireChatUrl);

/** Sandbox mode: everything has a local default; values given are still checked. */
export const sandboxEnvSchema = z.object({
  PUBLIC_MODE: z.literal('sandbox'),
  PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
  PUBLIC_OFFICE_API_URL: z.string().default('/sandbox-api/office'),
  PUBLIC_GATEWAY_API_URL: z.string().default('/sandbox-api/gateway'),
  PUBLIC_OFFICE_URL: z.string().default('https://office.example.com'),
  PUBLIC_COMPANY_HOME_URL: z.string().default('https://www.example.com'),
  PUBLIC_COMPANY_AID: z.string().regex(/^\d+$/).default('1'),
  PUBLIC_REDIRECT_ALLOWLIST: z.string().default('https://office.example.com,https://www.example.com').pipe(originList),
  // The sandbox's 3-D Secure and bank pages are on the site's own origin, which sandbox checks accept anyway.
  PUBLIC_THREE_DS_ALLOWLIST: z.string().default('https://office.example.com').pipe(originList),
  PUBLIC_BANK_REDIRECT_ALLOWLIST: z.string().default('https://office.example.com').pipe(originList),
  PUBLIC_PAYPAL_ALLOWLIST: z.string().default('https://office.example.com').pipe(originList),
  ...providerShapes('sandbox'),
  // Answered by src/sandbox/handlers/postcode.ts; under /sandbox-api/ so the sandbox's faults reach them too.
  PUBLIC_ZIP_LOOKUP_EUROPE_URL: z.string().default('/sandbox-api/zippopotam'),
  PUBLIC_ZIP_LOOKUP_BRAZIL_URL: z.string().default('/sandbox-api/viacep'),
  PUBLIC_WORDPRESS_CLOUD_URL: httpsUrl.default('https://office.example.com/wordpress/cloud/create'),
  PUBLIC_BUY_DOMAIN_URL: httpsUrl.default('https://office.example.com/domains/buy'),
  PUBLIC_CHEETAH_BUILDER_URL: httpsUrl.default('https://office.example.com/cheetah/builder'),
  // Answered and recorded by src/sandbox/handlers/tracking-events.ts; the funnel pixel is the sandbox office's own path.
  PUBLIC_TRACKING_PIXEL_ORIGINS: originList.optional(),
  PUBLIC_FRANCHISE_SHARE_URL: z.string().default('/sandbox-api/tracking/franchise-share'),
  PUBLIC_AFFILIATE_TRACKER_URL: z.string().default('/sandbox-api/tracking/affiliate'),
  PUBLIC_AFFILIATE_TRACKER_AID: z.string().regex(/^\d+$/).default('777'),
  // Step 3's pixels are played by scripts of the sandbox (src/sandbox/third-party/); its thank-you pages are its own.
  PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL: z.string().default('/sandbox/facebook-pixel.js'),
  PUBLIC_ANALYTICS_TAG_URL: z.string().default('/sandbox/analytics-tag.js'),
  PUBLIC_TAG_MANAGER_URL: z.string().default('/sandbox/tag-manager.js'),
  PUBLIC_THANK_YOU_PAGE_ORIGINS: originList.optional(),
  PUBLIC_BLACK_FRIDAY: offByDefault,
  ...supportChatSettings,
  // The sandbox plays the chat and the consent provider with scripts of its own (src/sandbox/third-party/).
  PUBLIC_SUPPORT_CHAT_URL: z.string().default('/sandbox/support-chat.js'),
  PUBLIC_CONSENT_PROVIDER_KEY: z.string().default('sandbox-consent-key'),
  PUBLIC_CONSENT_PROVIDER_SCRIPT_URL: z.string().default('/sandbox/consent-provider.js'),
  // The sandbox plays the sponsor's wallet too: its checkout is a dialog drawn by the script itself (decision 034).
  PUBLIC_SPONSOR_WALLET_SCRIPT_URL: z.string().default('/sandbox/sponsor-wallet.js'),
  ...cspSettings,
});

export const envSchema = z.discriminatedUnion('PUBLIC_MODE', [liveEnvSchema, sandboxEnvSchema]);
export type PublicEnv = z.output<typeof envSchema>;

/** Every variable either mode has, in the schemas' order. */
export const PUBLIC_ENV_KEYS: readonly string[] = [...new Set([...Object.keys(liveEnvSchema.shape), ...Object.keys(sandboxEnvSchema.shape)])];

/**
 * The build's replacements for src/config/env-values.ts: `__PUBLIC_ENV__.PUBLIC_X` -> the parsed value as a literal
 * (`undefined` for a variable this build has not), one per variable, so each chunk holds only what it reads.
 * Example: publicEnvDefines(env)['__PUBLIC_ENV__.PUBLIC_MODE'] === '"live"'.
 */
export function publicEnvDefines(env: PublicEnv): Record<string, string> {
  const values = env as Record<string, unknown>;
  return Object.fromEntries(PUBLIC_ENV_KEYS.map((key) => [`__PUBLIC_ENV__.${key}`, values[key] === undefined ? 'undefined' : JSON.stringify(values[key])]));
}

/** Parses a raw environment; `PUBLIC_MODE` defaults to sandbox. Throws {@link EnvError} naming each bad variable. */
export function parsePublicEnv(raw: Record<string, string | undefined>): PublicEnv {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('PUBLIC_') && value !== undefined && value !== '') input[key] = value;
  }
  input.PUBLIC_MODE ??= 'sandbox';
  const result = envSchema.safeParse(input);
  if (result.success) return withoutDisabledChat(result.data);
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'PUBLIC_MODE';
    const missing = input[name] === undefined;
    return missing ? `${name} is missing` : `${name} ${issue.message}`;
  });
  throw new EnvError(problems);
}

/**
 * A live build keeps the chat's URL only when the chat is on: its CSP and pages never see the URL of a chat that is
 * off. The sandbox keeps its own chat script's path, on our origin, for the `sandbox-support-chat=1` scenario.
 */
function withoutDisabledChat(env: PublicEnv): PublicEnv {
  if (env.PUBLIC_MODE !== 'live' || env.PUBLIC_SUPPORT_CHAT) return env;
  const { PUBLIC_SUPPORT_CHAT_URL: _dropped, ...rest } = env;
  return rest as PublicEnv;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid public environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}
