import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicEnv } from './src/config/env-schema';

// Tests run in sandbox mode with the same parsed configuration a build inlines (src/config/env.ts).
const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });

// Checks on built output (a live build's files, the sandbox build's CDN rules, and what the static pages of the
// sandbox build hold: notice-pages and legacy-page read dist/ as scripts/test.mjs leaves it). Slow-ish:
// each test may run `astro build`, so they run after the unit tests, one file at a time.
export default defineConfig({
  define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(env) },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
