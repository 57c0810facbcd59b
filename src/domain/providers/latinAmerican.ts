/**
 * Provider U, the Latin-American provider (part 2 §4.3): card, cash, bank transfer, Nequi and Yape. Its forms are
 * ours, its card tokenised at its service like provider B's (decision 036); the spec does not name the service, so a
 * live build must (decision 021). The manifest's facts are described in manifest.ts.
 */
import type { AdapterChunk, EnvKit, SourceTemplates } from './manifest.ts';

export const letter = 'U';
export const gatewayName = 'latam';
export const endpointBase = '/payment/provider-u';

export const env = ({ z, httpsUrl }: EnvKit) => ({
  live: {
    PUBLIC_LATAM_PROVIDER_KEY: z.string().min(8, 'must be the Latin-American provider public key'),
    /** Its card tokenisation endpoint (part 2 §7); its origin is in the CSP's connect-src. No default: the spec names no service. */
    PUBLIC_LATAM_PROVIDER_TOKEN_URL: httpsUrl,
  },
  sandbox: { PUBLIC_LATAM_PROVIDER_KEY: z.string().default('sandbox-latam-key') },
});

export const csp: SourceTemplates = { 'connect-src': ['{PUBLIC_LATAM_PROVIDER_TOKEN_URL}'] };

export const sandboxTokeniser = 'u';

export const adapters: readonly AdapterChunk[] = [
  { module: 'LatamFields', build: 'live', what: 'provider U adapter, the same in both modes (the card and the forms of its local methods; the card form it shares with provider B counted as its extra)' },
];
