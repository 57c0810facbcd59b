import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicEnv } from './src/config/env-schema';

// Tests run in sandbox mode with the same parsed configuration a build inlines (src/config/env.ts).
const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

/*
 * Test files share their workers' modules (isolate: false): every module state registers its reset where it is
 * declared (src/stores/reset.ts, src/sandbox/reset.ts) and the shared set-up resets both after each test, so a file
 * starts from what a fresh import would give it. Only these files run each in its own module graph:
 * - every file that replaces or reloads modules (vi.mock, vi.doMock, vi.resetModules), found by reading the files,
 *   so a new one cannot be forgotten: a replaced module would leak into the files after it;
 * - StepOne.on-demand: it checks that a step 1 screen shows its loading state while its module is first fetched,
 *   which only a first import does (React.lazy keeps what it loaded);
 * - own-card-token-reload: a jsdom file whose reload (the browser's ledger and tab lease in localStorage, a payment
 *   left in "checking") met another jsdom file's leftovers in full runs and ended "failed"; in its own module graph
 *   it meets none.
 * - the VAT widget's two files: run together in one worker, the first pt test of the second found the page language
 *   'en' (set after its seed by something the first file had left running) and the page in English; each alone, and
 *   each in its own module graph, passes. Which module writes it is not found yet.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const ISOLATED = [
  ...globSync(INCLUDE, { exclude: ['node_modules/**'] }).filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8'))),
  'src/islands/checkout/account/StepOne.on-demand.test.tsx',
  'src/stores/checkout/attempt/own-card-token-reload.test.ts',
  'src/islands/checkout/vat/VatWidget.test.tsx',
  'src/islands/checkout/vat/VatWidget.totals.test.tsx',
];

export default defineConfig({
  define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(env) },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
