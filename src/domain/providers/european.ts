/**
 * Provider A, the European provider (Adyen Web, part 2 §4.3): cards and SEPA. Adyen Web is bundled from npm, so no
 * script comes from Adyen; its hosts follow its `environment` option as adyen-web 6 derives them (its
 * core/Environment/constants): `checkoutshopper-<env>` serves the secured-field frames, the card-brand lookups and
 * the 3-D Secure redirect page (a form posted there, part 2 §4.4), `checkoutshopper-<env>.cdn` the brand images and
 * texts, `checkoutanalytics-<env>` the checkout-attempt id (asked for although the adapter turns analytics off).
 * The manifest's facts are described in manifest.ts.
 */
import type { AdapterChunk, EnvKit, SourceTemplates, VendorPackage } from './manifest.ts';

export const letter = 'A';
export const gatewayName = 'adyen';
export const endpointBase = '/payment/provider-a';

/** Adyen's live regions and its test environment (adyen-web's `environment`). */
export const ADYEN_ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in'] as const;

export const env = ({ z }: EnvKit) => ({
  live: {
    PUBLIC_ADYEN_CLIENT_KEY: z.string().regex(/^(live|test)_[A-Za-z0-9]+$/, 'must be an Adyen client key (live_... or test_...)'),
    PUBLIC_ADYEN_ENVIRONMENT: z.enum(ADYEN_ENVIRONMENTS),
  },
  sandbox: {
    PUBLIC_ADYEN_CLIENT_KEY: z.string().default('test_sandbox'),
    PUBLIC_ADYEN_ENVIRONMENT: z.enum(['test']).default('test'),
  },
});

const api = 'https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com';
const cdn = 'https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.cdn.adyen.com';
const analytics = 'https://checkoutanalytics-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com';

export const csp: SourceTemplates = { 'frame-src': [api], 'connect-src': [api, cdn, analytics], 'img-src': [cdn], 'form-action': [api] };

export const vendorPackages: readonly VendorPackage[] = [
  { package: '@adyen/adyen-web', note: 'Provider A: bundled from npm into its chunk (no script from Adyen); the secured fields are Adyen\'s frames' },
];

export const adapters: readonly AdapterChunk[] = [
  { module: 'AdyenFields', build: 'live', what: 'provider A live adapter (card and its SEPA fields; Adyen Web bundled)' },
  { module: 'SandboxCardA', build: 'sandbox', what: 'provider A sandbox twin (card frame and its SEPA fields)' },
];

// Its SEPA fields: in a live build inside the adapter's chunk, in a sandbox build a chunk the twin shares.
export const moreChunks = ['SepaFields'] as const;

// No chunk spells Adyen's package name (its code is bundled); its hosts are what give it away.
export const vendorStrings = ['@adyen/', 'checkoutshopper'] as const;
