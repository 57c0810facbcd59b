/**
 * The providers' part of the public configuration (`providerEnv.PUBLIC_X`, inlined by the build like `env`'s,
 * src/config/env.ts): a module of its own, imported only by the providers' chunks, so its values are not in the
 * checkout's start.
 */
export * as providerEnv from './provider-env-values';
