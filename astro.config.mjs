import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { checkoutRouteIntegration } from './integrations/checkout-route';
import { clientAskIntegration } from './integrations/client-ask';
import { chunkRetryIntegration } from './integrations/chunk-retry';
import { islandChunksIntegration } from './integrations/island-chunks';
import { localeCheckIntegration } from './integrations/locale-check';
import { postBuildIntegration } from './integrations/post-build';
import { postBuildPasses } from './integrations/post-build-passes';
import { sandboxIntegration } from './integrations/sandbox';
import { shortHashesIntegration } from './integrations/short-hashes';
import { parsePublicEnv, publicEnvDefines } from './src/config/env-schema';

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
    // The scripts' names with 7 characters of hash (decision 026, amendment of 2026-12-03).
    shortHashesIntegration(),
    ...(isSandbox ? [sandboxIntegration()] : []),
    // After the build: the work on the built site, as one ordered and checked list of passes over one reading of it
    // (integrations/post-build-passes.ts).
    postBuildIntegration(postBuildPasses(env)),
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
