/**
 * The providers' manifests by id (manifest.ts; one file per provider beside this one). Build-time code reads
 * `PROVIDER_MANIFESTS` and `providerManifests()` (the env schema, the CSP, the payment-page inventory, the build checks, the bench); the
 * checkout's chunks read only the projections below, by static names, so a chunk holds the facts it uses and none of
 * the build-time ones. Relative imports with their extension: the bench loads this file under plain Node.
 */
import type { ProviderId } from './ids.ts';
import type { ProviderManifest } from './manifest.ts';
import * as brazilian from './brazilian.ts';
import * as european from './european.ts';
import * as international from './international.ts';
import * as latinAmerican from './latinAmerican.ts';
import * as office from './office.ts';
import * as paypal from './paypal.ts';

export const PROVIDER_MANIFESTS = { international, european, brazilian, latinAmerican, paypal, office } as const satisfies Record<ProviderId, ProviderManifest>;
export type ProviderManifests = typeof PROVIDER_MANIFESTS;

/** Every provider's manifest, in the providers' order (a function, so that no chunk that imports this file keeps them). */
export function providerManifests(): readonly ProviderManifest[] {
  return Object.values(PROVIDER_MANIFESTS);
}

/** The providers whose card form is ours and tokenised at their service, with their sandbox tokeniser's letter. */
export const SANDBOX_TOKENISERS = { brazilian: brazilian.sandboxTokeniser, latinAmerican: latinAmerican.sandboxTokeniser } as const;
export type TokenisingProvider = keyof typeof SANDBOX_TOKENISERS;
