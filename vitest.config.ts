import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicEnv } from './src/config/env-schema';

// Tests run in sandbox mode with the same parsed configuration a build inlines (src/config/env.ts).
const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

/*
 * Test files share their workers' modules (isolate: false): every module state registers its reset where it is
 * declared (src/stores/reset.ts, src/sandbox/reset.ts) and the shared set-up resets both after each test, so a file
 * starts from what a fresh import would give it. Only the files below run each in its own module graph, because
 * they replace or reload modules, which would leak into the files after them:
 * - module mocks (vi.mock, vi.doMock): use-purchase-tracking, PaymentStep, PlansOffer, AdyenFields, StripeFields,
 *   the payment lookup, the plans coupon, the VAT number offline, the coupon check's chunk, the address lookup client;
 * - vi.resetModules (a fresh module as after a reload): the sandbox payment state, the VAT state, StripeFields, the
 *   attempt key;
 * - StepOne.on-demand: it checks that a step 1 screen shows its loading state while its module is first fetched,
 *   which only a first import does (React.lazy keeps what it loaded);
 * - the payment stores (src/stores/checkout/payment/), whose module state (the last payment sent, the attempt key,
 *   the wallet key, the sponsor wallet's script, the 3-D Secure return) is not registered yet.
 */
const ISOLATED = [
  'src/islands/checkout/payment/use-purchase-tracking.test.tsx',
  'src/islands/checkout/views/PaymentStep.test.tsx',
  'src/islands/plans/PlansOffer.test.tsx',
  'src/providers/european/AdyenFields.test.tsx',
  'src/providers/international/StripeFields.test.tsx',
  'src/stores/admin/payment-lookup.test.ts',
  'src/stores/plans/coupon.test.ts',
  'src/stores/checkout/vat/number-offline.test.ts',
  'src/stores/checkout/coupon/coupon-check.test.ts',
  'src/sandbox/handlers/payment-state.test.ts',
  'src/stores/checkout/vat/state.test.ts',
  'src/islands/checkout/account/StepOne.on-demand.test.tsx',
  'src/stores/checkout/payment/**/*.test.{ts,tsx}',
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
