/**
 * Provider S, the international card provider (Stripe, part 2 §4.3): cards and the wallets. Stripe.js loads from
 * js.stripe.com (and its versioned `*.js.stripe.com` subdomains), talks to api.stripe.com, and runs 3-D Secure
 * challenges in its own frames (hooks.stripe.com). The manifest's facts are described in manifest.ts.
 */
import type { AdapterChunk, EnvKit, ProviderScript, SourceTemplates, VendorPackage } from './manifest.ts';

export const letter = 'S';
export const gatewayName = 'stripe';
export const endpointBase = '/payment/provider-s';

export const env = ({ z }: EnvKit) => ({
  live: { PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(live|test)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_live_... or pk_test_...)') },
  sandbox: { PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().default('pk_test_sandbox') },
});

export const csp: SourceTemplates = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

export const scripts: readonly ProviderScript[] = [
  {
    id: 'stripe-js',
    // The release train of the installed @stripe/stripe-js: its loader builds the same URL.
    url: (releaseTrain) => `https://js.stripe.com/${releaseTrain}/stripe.js`,
    loadedWhen: 'provider S card or wallet panel shown',
    integrity: 'No SRI by Stripe\'s design: Stripe.js must load from js.stripe.com and Stripe updates it in place; its card fields are Stripe\'s frames',
  },
];

export const vendorPackages: readonly VendorPackage[] = [
  { package: '@stripe/stripe-js', note: 'Provider S: only the loader that adds Stripe.js (listed under thirdParty) to the page' },
];

export const adapters: readonly AdapterChunk[] = [
  { module: 'StripeFields', build: 'live', what: 'provider S live adapter (Stripe.js from js.stripe.com not counted)' },
  { module: 'SandboxCardS', build: 'sandbox', what: 'provider S sandbox twin' },
];

export const vendorStrings = ['@stripe/', 'js.stripe.com'] as const;
