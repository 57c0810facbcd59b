import type { Value } from './env-values';

/*
 * The providers' public keys, token services and the sponsor wallet's script: read only by the providers' and the
 * sponsor wallet's chunks, so they load with those chunks, not with the checkout's start (src/config/env.ts).
 */

declare const __PUBLIC_ENV__: Record<string, unknown>;

export const PUBLIC_ADYEN_CLIENT_KEY = __PUBLIC_ENV__.PUBLIC_ADYEN_CLIENT_KEY as Value<'PUBLIC_ADYEN_CLIENT_KEY'>;
export const PUBLIC_ADYEN_ENVIRONMENT = __PUBLIC_ENV__.PUBLIC_ADYEN_ENVIRONMENT as Value<'PUBLIC_ADYEN_ENVIRONMENT'>;
export const PUBLIC_STRIPE_PUBLISHABLE_KEY = __PUBLIC_ENV__.PUBLIC_STRIPE_PUBLISHABLE_KEY as Value<'PUBLIC_STRIPE_PUBLISHABLE_KEY'>;
export const PUBLIC_BRAZIL_PROVIDER_KEY = __PUBLIC_ENV__.PUBLIC_BRAZIL_PROVIDER_KEY as Value<'PUBLIC_BRAZIL_PROVIDER_KEY'>;
export const PUBLIC_BRAZIL_PROVIDER_TOKEN_URL = __PUBLIC_ENV__.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL as Value<'PUBLIC_BRAZIL_PROVIDER_TOKEN_URL'>;
export const PUBLIC_LATAM_PROVIDER_KEY = __PUBLIC_ENV__.PUBLIC_LATAM_PROVIDER_KEY as Value<'PUBLIC_LATAM_PROVIDER_KEY'>;
export const PUBLIC_LATAM_PROVIDER_TOKEN_URL = __PUBLIC_ENV__.PUBLIC_LATAM_PROVIDER_TOKEN_URL as Value<'PUBLIC_LATAM_PROVIDER_TOKEN_URL'>;
export const PUBLIC_SPONSOR_WALLET_SCRIPT_URL = __PUBLIC_ENV__.PUBLIC_SPONSOR_WALLET_SCRIPT_URL as Value<'PUBLIC_SPONSOR_WALLET_SCRIPT_URL'>;
