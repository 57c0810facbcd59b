import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicEnv } from './src/config/env-schema';

// Tests run in sandbox mode with the same parsed configuration a build inlines (src/config/env.ts).
const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });

export default defineConfig({
  define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(env) },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
