import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { cdnHeadersIntegration } from './integrations/cdn-headers';
import { checkoutRouteIntegration } from './integrations/checkout-route';
import { clientAskIntegration } from './integrations/client-ask';
import { chunkRetryIntegration } from './integrations/chunk-retry';
import { compileHintsIntegration } from './integrations/compile-hints';
import { islandChunksIntegration } from './integrations/island-chunks';
import { localeCheckIntegration } from './integrations/locale-check';
import { modulePreloadIntegration } from './integrations/module-preload';
import { paymentManifestIntegration } from './integrations/payment-manifest';
import { sandboxIntegration } from './integrations/sandbox';
import { shortHashesIntegration } from './integrations/short-hashes';
import { textFilesIntegration } from './integrations/text-files';
import { parsePublicEnv, publicEnvDefines } from './src/config/env-schema';
import { CHECKOUT_NAMESPACES, ISLAND_NAMESPACES, TEXT_FILES_ID } from './src/i18n/checkout-resources';
import { LOCALES } from './src/i18n/languages';

// Fail before building anything when the public environment is wrong: a live build with
// a missing or malformed value names the variable (src/config/env-schema.ts).
const env = parsePublicEnv({ ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env });
const isSandbox = env.PUBLIC_MODE === 'sandbox';

export default defineConfig({
  site: env.PUBLIC_SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  // Every stylesheet in the page: none blocks the first paint or the head's inline scripts (decision 048).
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    // First: a locale file that does not match English stops the build with the translator's report.
    localeCheckIntegration(),
    react(),
    // client:ask, the plans island's hydration when the visitor reaches for it (decision 015).
    clientAskIntegration(),
    checkoutRouteIntegration(),
    // Islands' start modules in fewer chunks (decision 009).
    islandChunksIntegration(),
    // A failed lazy part loads on retry in browsers that keep failed imports (decision 011).
    chunkRetryIntegration(),
    // The scripts' names with 6 characters of hash (decision 059).
    shortHashesIntegration(),
    ...(isSandbox ? [sandboxIntegration()] : []),
    // The checkout island's texts as built JSON files, named in the pages that run it (decision 037's addendum).
    textFilesIntegration({ pages: ['payment/index.html', 'sandbox/workbench/index.html'], locales: LOCALES, namespaces: ISLAND_NAMESPACES, id: TEXT_FILES_ID }),
    // The checkout island fetches its start namespaces as JSON files, preloaded for the page's language
    // (src/i18n/checkout-resources.ts, decision 037).
    // A visitor's first screen (Novo cadastro) is preloaded once login status says visitor (decision 048).
    modulePreloadIntegration([{ page: 'payment/index.html', textFilesId: TEXT_FILES_ID, localeNamespaces: CHECKOUT_NAMESPACES, sandboxStart: isSandbox, visitorScreen: 'RegistrationForm' }]),
    // The payment page's start modules compiled on a background thread as they stream in (decision 050).
    compileHintsIntegration(['payment/index.html']),
    // Last: it hashes every inline script, including the one module-preload adds.
    cdnHeadersIntegration(env),
    // After the headers: the payment page's scripts and headers, for change and tamper detection (decision 040).
    paymentManifestIntegration(env),
  ],
  server: { port: 4321, host: '127.0.0.1' },
  vite: {
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Sandbox builds only: msw's cookie store needs no public-suffix list (src/sandbox/shims/tldts.ts, decision 008).
        ...(isSandbox ? [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./src/sandbox/shims/tldts.ts', import.meta.url)) }] : []),
      ],
    },
    build: { sourcemap: process.env.BUNDLE_SOURCEMAP === '1' },
    define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify(env.PUBLIC_MODE), ...publicEnvDefines(env) },
  },
});
