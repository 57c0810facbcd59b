import type { PublicEnv } from './env-schema';

declare const __PUBLIC_ENV__: PublicEnv;

/**
 * The public configuration of this build, already parsed by the zod schema when the build started
 * (astro.config.mjs and vitest.config.ts inline the parsed value as `__PUBLIC_ENV__`). The browser
 * bundle holds the values only: no schema, and no sandbox defaults in a live build.
 */
export const env: PublicEnv = __PUBLIC_ENV__;

/** True in a sandbox build. Written so the bundler replaces it with a constant and drops dead branches. */
export const isSandbox = import.meta.env.PUBLIC_MODE === 'sandbox';
