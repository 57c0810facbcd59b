import { localOrigin } from '~/api/endpoints';
import { providerEnv } from '~/config/provider-env';
import type { PublicEnv } from '~/config/env-schema';
import type { ProviderId } from '~/domain/providers/ids';
import type { SANDBOX_TOKENISERS } from '~/domain/providers/manifests';

type LiveEnv = Extract<PublicEnv, { PUBLIC_MODE: 'live' }>;

/** Where the sandbox provider answers (msw, like the office and gateway bases). */
export const SANDBOX_PROVIDER_ROOT = '/sandbox-api/provider';

/**
 * The providers whose card form is ours and which tokenise it themselves (DESIGN.md "Security"), with the path letter
 * of their sandbox tokeniser (provider B, provider U): their manifests' `sandboxTokeniser`, which the type holds equal.
 * A copy rather than an import of manifests.ts, which would leave its emptied chunk in the import lists of the
 * checkout's lazy parts (decision 060, amendment).
 */
export const SANDBOX_PROVIDER_LETTER = { brazilian: 'b', latinAmerican: 'u' } as const satisfies typeof SANDBOX_TOKENISERS;
export type TokenisingProvider = keyof typeof SANDBOX_PROVIDER_LETTER;
type TokenProviderLetter = (typeof SANDBOX_PROVIDER_LETTER)[TokenisingProvider];

/** The sandbox tokeniser's letter of a provider, null for one that does not tokenise our card form. Example: sandboxTokeniserOf('latinAmerican') === 'u'. */
export function sandboxTokeniserOf(provider: ProviderId | null): TokenProviderLetter | null {
  return provider !== null && Object.hasOwn(SANDBOX_PROVIDER_LETTER, provider) ? SANDBOX_PROVIDER_LETTER[provider as TokenisingProvider] : null;
}

/** Absolute URL of a sandbox provider path. Example: sandboxProviderUrl('b/tokens') // 'http://localhost/sandbox-api/provider/b/tokens' */
export function sandboxProviderUrl(path: string): string {
  return new URL(`${SANDBOX_PROVIDER_ROOT}/${path.replace(/^\/+/, '')}`, localOrigin()).href;
}

/**
 * Live tokenisation services, public key as `appId`. Provider B is Pagar.me (the spec's `business_gateway
 * pagarme`) at PUBLIC_BRAZIL_PROVIDER_TOKEN_URL; provider U, which the spec does not name, at the required
 * PUBLIC_LATAM_PROVIDER_TOKEN_URL (decision 021). The same values put their origins in the CSP
 * (src/config/csp-sources.ts).
 * Example: liveProviderTokenUrl('latinAmerican', env) // 'https://tokens.example.com/v1/tokens?appId=latam-key'
 */
export function liveProviderTokenUrl(provider: TokenisingProvider, live: Pick<LiveEnv, 'PUBLIC_BRAZIL_PROVIDER_TOKEN_URL' | 'PUBLIC_BRAZIL_PROVIDER_KEY' | 'PUBLIC_LATAM_PROVIDER_TOKEN_URL' | 'PUBLIC_LATAM_PROVIDER_KEY'>): string {
  const { url, key } =
    provider === 'brazilian'
      ? { url: live.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL, key: live.PUBLIC_BRAZIL_PROVIDER_KEY }
      : { url: live.PUBLIC_LATAM_PROVIDER_TOKEN_URL, key: live.PUBLIC_LATAM_PROVIDER_KEY };
  return `${url}?appId=${encodeURIComponent(key)}`;
}

/**
 * The URL a card is tokenised at, public key included: the sandbox provider, or the live service.
 * Example (sandbox): providerTokenUrl('brazilian') // 'http://localhost/sandbox-api/provider/b/tokens?appId=sandbox-brazil-key'
 */
export function providerTokenUrl(provider: TokenisingProvider): string {
  // The literal, not `isSandbox`: the build replaces it, so a live build drops the sandbox provider's URL (the live
  // build check finds no `sandbox-api` in provider B's chunk).
  if (import.meta.env.PUBLIC_MODE === 'sandbox') {
    const key = provider === 'brazilian' ? providerEnv.PUBLIC_BRAZIL_PROVIDER_KEY : providerEnv.PUBLIC_LATAM_PROVIDER_KEY;
    return `${sandboxProviderUrl(`${SANDBOX_PROVIDER_LETTER[provider]}/tokens`)}?appId=${encodeURIComponent(key)}`;
  }
  return liveProviderTokenUrl(provider, {
    PUBLIC_BRAZIL_PROVIDER_TOKEN_URL: providerEnv.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL as LiveEnv['PUBLIC_BRAZIL_PROVIDER_TOKEN_URL'],
    PUBLIC_BRAZIL_PROVIDER_KEY: providerEnv.PUBLIC_BRAZIL_PROVIDER_KEY,
    PUBLIC_LATAM_PROVIDER_TOKEN_URL: providerEnv.PUBLIC_LATAM_PROVIDER_TOKEN_URL as LiveEnv['PUBLIC_LATAM_PROVIDER_TOKEN_URL'],
    PUBLIC_LATAM_PROVIDER_KEY: providerEnv.PUBLIC_LATAM_PROVIDER_KEY,
  });
}
