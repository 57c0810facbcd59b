import { localOrigin } from '~/api/endpoints';
import { env, isSandbox } from '~/config/env';

/** The providers whose card form is ours and which tokenise it themselves (DESIGN.md "Security"). */
export type TokenisingProvider = 'brazilian' | 'latinAmerican';

/** Where the sandbox provider answers (msw, like the office and gateway bases). */
export const SANDBOX_PROVIDER_ROOT = '/sandbox-api/provider';

/** Path letters of the sandbox provider, after the spec's names (provider B, provider U). */
export const SANDBOX_PROVIDER_LETTER: Record<TokenisingProvider, 'b' | 'u'> = { brazilian: 'b', latinAmerican: 'u' };

/** Absolute URL of a sandbox provider path. Example: sandboxProviderUrl('b/tokens') // 'http://localhost/sandbox-api/provider/b/tokens' */
export function sandboxProviderUrl(path: string): string {
  return new URL(`${SANDBOX_PROVIDER_ROOT}/${path.replace(/^\/+/, '')}`, localOrigin()).href;
}

/**
 * Live tokenisation services. Provider B is Pagar.me (the spec's `business_gateway pagarme`); its public
 * tokens API takes the public key as `appId`, at PUBLIC_BRAZIL_PROVIDER_TOKEN_URL (the same value puts its
 * origin in the CSP, src/config/csp-sources.ts). Provider U's service is not named by the spec: null until
 * configured, and a live call then fails with a clear message.
 */
const LIVE_TOKEN_URLS: Record<TokenisingProvider, { url: string; key: string } | null> = {
  brazilian: env.PUBLIC_MODE === 'live' ? { url: env.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL, key: env.PUBLIC_BRAZIL_PROVIDER_KEY } : null,
  latinAmerican: null,
};

/**
 * The URL a card is tokenised at, public key included; null when the provider is not configured.
 * Example (sandbox): providerTokenUrl('brazilian') // 'http://localhost/sandbox-api/provider/b/tokens?appId=sandbox-brazil-key'
 */
export function providerTokenUrl(provider: TokenisingProvider): string | null {
  const key = provider === 'brazilian' ? env.PUBLIC_BRAZIL_PROVIDER_KEY : env.PUBLIC_LATAM_PROVIDER_KEY;
  if (isSandbox) return `${sandboxProviderUrl(`${SANDBOX_PROVIDER_LETTER[provider]}/tokens`)}?appId=${encodeURIComponent(key)}`;
  const live = LIVE_TOKEN_URLS[provider];
  return live ? `${live.url}?appId=${encodeURIComponent(live.key)}` : null;
}
