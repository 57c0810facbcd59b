/**
 * What the house knows about one payment provider, as one file (the files beside this one, one per provider id):
 * its letter and gateway name, where its endpoints are, its public environment, the origins its code talks to, the
 * third-party scripts and vendor packages it brings, its sandbox tokeniser, and the chunks its adapter is built into.
 * The configuration (env schema, CSP, payment-page inventory), the api's endpoints, the sandbox and the build checks
 * and bench read these facts (manifests.ts) instead of naming the provider themselves.
 *
 * Each fact is a named export of the provider's file, so the bundle keeps only the ones the checkout reads (the
 * gateway name); the rest are build-time facts that never reach a chunk. The files import types only: the bench
 * (plain Node, type stripping) reads them too.
 */
import type { z } from 'zod';

/** The CSP directives a provider's code needs (decision 014). */
export type Directive = 'script-src' | 'frame-src' | 'connect-src' | 'img-src' | 'form-action';

/**
 * A provider's sources by directive, each an origin or a template of the configuration, as docs/script-inventory.md
 * spells them: `{PUBLIC_X}` alone is the origin of that variable's URL; inside a host it is the variable's value.
 * Example: { 'connect-src': ['{PUBLIC_LATAM_PROVIDER_TOKEN_URL}'], 'frame-src': ['https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com'] }.
 */
export type SourceTemplates = Partial<Record<Directive, readonly string[]>>;

/** What a provider's environment rules are built from: zod, and the configuration's https URL rule. */
export interface EnvKit {
  z: typeof z;
  httpsUrl: z.ZodType<string, string>;
}

/** A provider's public variables: the live rule of each and its sandbox default (src/config/env-schema.ts). */
export interface ProviderEnv {
  live: Record<string, z.ZodType>;
  sandbox: Record<string, z.ZodType>;
}

/** A third-party script the payment page loads for the provider (PCI DSS v4.0.1 6.4.3, decision 040). */
export interface ProviderScript {
  id: string;
  /** Its URL; `releaseTrain` is read from the installed vendor loader at build time. */
  url: (releaseTrain: string) => string;
  loadedWhen: string;
  /** Why there is no SRI, and what stands in for it. */
  integrity: string;
}

/** A vendor's npm package whose code the provider's chunk bundles (the payment-page manifest lists it). */
export interface VendorPackage {
  package: string;
  note: string;
}

/** A chunk the provider's adapter is built into (src/providers/registry.ts's lazy imports), by its module name. */
export interface AdapterChunk {
  module: string;
  build: 'live' | 'sandbox';
  /** The bench's row for it. */
  what: string;
}

export interface ProviderManifest {
  /** The spec's letter (part 2 §4.3); null for PayPal and the office, which the spec names as they are. */
  letter: 'S' | 'A' | 'B' | 'U' | null;
  /** Its `business_gateway` (part 2 §7 "Future payment"). */
  gatewayName: string;
  /** The path its main-payment endpoints sit under (part 2 §7; our paths), null when it has none of its own. */
  endpointBase: string | null;
  /** Its public variables, when it has any. */
  env?: (kit: EnvKit) => ProviderEnv;
  /** The origins its code talks to in a live build (the sandbox serves all of them on our own origin). */
  csp?: SourceTemplates;
  /** Third-party scripts a live payment page loads for it. */
  scripts?: readonly ProviderScript[];
  /** Vendor packages its chunk bundles. */
  vendorPackages?: readonly VendorPackage[];
  /** The sandbox tokeniser's path letter, for a provider whose card form is ours and tokenised at its service. */
  sandboxTokeniser?: 'b' | 'u';
  /** Its adapter's chunks; none for a provider without fields (PayPal, the office). */
  adapters?: readonly AdapterChunk[];
  /** Chunks of its code the registry does not load itself (a part its adapter imports lazily), by module name. */
  moreChunks?: readonly string[];
  /** Strings only its vendor's code holds: a live build has them in its adapter's chunk and nowhere before step 2. */
  vendorStrings?: readonly string[];
}
