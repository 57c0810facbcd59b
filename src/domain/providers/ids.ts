/**
 * The provider ids (part 2 §4.3; their letters in providers.ts), apart from the provider choice so that the methods'
 * descriptors (methods/), which that choice reads, can name them.
 */
export const PROVIDERS = ['international', 'european', 'brazilian', 'latinAmerican', 'paypal', 'office'] as const;
export type ProviderId = (typeof PROVIDERS)[number];
