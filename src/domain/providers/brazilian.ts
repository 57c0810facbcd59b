/**
 * Provider B (Pagar.me, the spec's `business_gateway pagarme`, part 2 §4.3, §7): card, boleto and pix. Its card form
 * is ours and tokenised straight at its service ("Card tokenisation"), the same in both modes, only the
 * tokeniser's URL differs (decision 032). The manifest's facts are described in manifest.ts.
 */
import type { AdapterChunk, EnvKit, SourceTemplates } from './manifest.ts';

export const letter = 'B';
export const gatewayName = 'pagarme';
export const endpointBase = '/payment/provider-b';

export const env = ({ z, httpsUrl }: EnvKit) => ({
  live: {
    PUBLIC_BRAZIL_PROVIDER_KEY: z.string().min(8, 'must be the Brazilian provider public key'),
    /** Its card tokenisation endpoint (part 2 §7); its origin is in the CSP's connect-src. */
    PUBLIC_BRAZIL_PROVIDER_TOKEN_URL: httpsUrl.default('https://api.pagar.me/core/v5/tokens'),
  },
  sandbox: { PUBLIC_BRAZIL_PROVIDER_KEY: z.string().default('sandbox-brazil-key') },
});

export const csp: SourceTemplates = { 'connect-src': ['{PUBLIC_BRAZIL_PROVIDER_TOKEN_URL}'] };

export const sandboxTokeniser = 'b';

export const adapters: readonly AdapterChunk[] = [
  { module: 'BrazilFields', build: 'live', what: 'provider B adapter, the same in both modes (card, boleto, pix; imask, fetched with the first masked input, not counted)' },
];
