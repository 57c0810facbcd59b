/**
 * The public configuration of this build, already parsed by the zod schema when the build started: `env.PUBLIC_X`
 * is a constant the build inlines (src/config/env-values.ts), so the browser bundle holds the values only (no
 * schema, no sandbox defaults in a live build), and each chunk only those it reads. `env` is a module namespace:
 * read its members; pass a function the values it needs, not `env` itself (that would bring every value along).
 */
export * as env from './env-values';

/** True in a sandbox build. Written so the bundler replaces it with a constant and drops dead branches. */
export const isSandbox = import.meta.env.PUBLIC_MODE === 'sandbox';

/** The variables by name, as `env` holds them (undefined where this mode has none): a function's part of them is a Pick. */
export type PublicEnvValues = typeof import('./env-values');

/** The part of the configuration a function reads: the mode, and the variables it names (possibly unset). */
export type EnvPart<K extends keyof PublicEnvValues> = Pick<PublicEnvValues, 'PUBLIC_MODE'> & Partial<Pick<PublicEnvValues, K>>;
