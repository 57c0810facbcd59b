import { parsePublicEnv, type PublicEnv } from './env-schema';

/**
 * The parsed public configuration of this build. Vite inlines `import.meta.env.PUBLIC_*`
 * at build time, so this costs nothing at run time beyond one parse.
 */
export const env: PublicEnv = parsePublicEnv(import.meta.env as Record<string, string | undefined>);

export const isSandbox = env.PUBLIC_MODE === 'sandbox';
