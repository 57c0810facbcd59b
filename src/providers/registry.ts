/**
 * The provider registry (DESIGN.md "Payments"): maps the domain's provider id (providers.ts `providerFor`) to a
 * lazily loaded adapter, so each adapter is its own chunk, fetched only when its method panel is shown. The mode is
 * read here and nowhere else: a sandbox build loads the sandbox twins, a live build the real adapters, and the
 * branch not taken is dropped from the build.
 */
import type { ProviderId } from '~/domain/providers';
import type { ProviderModule } from './provider';

export type { AuthenticateResult, AuthenticationRequest, CollectedPayment, CollectResult, FieldsStatus, ProviderMethod, ProviderFieldsProps, ProviderHandle, ProviderModule, WalletBridge, WalletResult } from './provider';
export { EMPTY_FIELDS_STATUS } from './provider';

/** Providers whose fields the step mounts: S (cards, wallets), A (cards, SEPA), B (card, boleto, pix), U (card, cash, bank transfer, Nequi, Yape). */
export const FIELDS_PROVIDERS = ['international', 'european', 'brazilian', 'latinAmerican'] as const satisfies readonly ProviderId[];
export type FieldsProvider = (typeof FIELDS_PROVIDERS)[number];

/** True when the step mounts this provider's fields. Example: hasFields('paypal') === false. */
export function hasFields(provider: ProviderId | null): provider is FieldsProvider {
  return (FIELDS_PROVIDERS as readonly (ProviderId | null)[]).includes(provider);
}

type Loaders = Readonly<Record<FieldsProvider, () => Promise<ProviderModule>>>;

/**
 * Each provider's module, by mode: provider B's forms are ours in both modes, only its tokeniser's URL differs
 * (decision 032), and provider U's too, its card tokenised like provider B's (decision 036): no twins; S and A have
 * sandbox twins. The literal `import.meta.env.PUBLIC_MODE`, not `isSandbox`: the build replaces it, so a live build
 * drops the twins' imports and chunks.
 */
const LOADERS: Loaders =
  import.meta.env.PUBLIC_MODE === 'sandbox'
    ? {
        international: () => import('./international/sandbox/SandboxCardS'),
        european: () => import('./european/sandbox/SandboxCardA'),
        brazilian: () => import('./brazil/BrazilFields'),
        latinAmerican: () => import('./latam/LatamFields'),
      }
    : {
        international: () => import('./international/StripeFields'),
        european: () => import('./european/AdyenFields'),
        brazilian: () => import('./brazil/BrazilFields'),
        latinAmerican: () => import('./latam/LatamFields'),
      };

/** Loads a provider's module (its own chunk). Rejects when the chunk cannot be fetched: the step offers a retry. */
export function loadProvider(provider: FieldsProvider): Promise<ProviderModule> {
  return LOADERS[provider]();
}
