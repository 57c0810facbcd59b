import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AstroIntegration } from 'astro';
import type { PostBuildPass } from './post-build.ts';

const require = createRequire(import.meta.url);
const WORKER = 'mockServiceWorker.js';
/** The sandbox's worker script: our head, then msw's worker, in one file (decision 053). */
const SANDBOX_WORKER = 'sandbox-worker.js';
const workerHead = new URL('../src/sandbox/worker/built-files-bypass.js', import.meta.url);
const sandboxWorkerScript = async (mswWorker: string) => `${await readFile(workerHead, 'utf8')}\n${await readFile(mswWorker, 'utf8')}`;
/**
 * The third parties the sandbox plays with plain files of its own, served at /sandbox/<name> (decisions 027, 028,
 * 034, 035): the support chat's loader, the consent provider's script, the sponsor's Brazilian wallet, step 3's
 * Facebook pixel, GA4 tag and tag manager, and the thank-you page step 3 frames.
 */
const THIRD_PARTY_SCRIPTS = ['support-chat.js', 'consent-provider.js', 'sponsor-wallet.js', 'facebook-pixel.js', 'analytics-tag.js', 'tag-manager.js', 'thank-you.html'];
const thirdPartySource = (name: string) => new URL(`../src/sandbox/third-party/${name}`, import.meta.url);

/**
 * Sandbox mode only: serves the sandbox's service worker script (our head, then msw's worker; decision 053) in
 * `astro dev` (sandboxFilesPass writes it into the built site), and adds the QA pages `/sandbox` and `/sandbox/workbench`, the card-field frame `/sandbox/card-frame` and the
 * test bank's 3-D Secure page `/sandbox/three-d-secure`, and serves the scripts of the third parties it plays
 * (`/sandbox/support-chat.js`, `/sandbox/consent-provider.js`). In a live build this integration is not
 * installed, so none of it reaches the output (a test checks the built files).
 */
export function sandboxIntegration(): AstroIntegration {
  const workerPath = require.resolve(`msw/${WORKER}`);
  return {
    name: 'checkout-sandbox',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({ pattern: '/sandbox', entrypoint: './src/sandbox/pages/sandbox.astro', prerender: true });
        injectRoute({ pattern: '/sandbox/workbench', entrypoint: './src/sandbox/pages/workbench.astro', prerender: true });
        injectRoute({ pattern: '/sandbox/card-frame', entrypoint: './src/sandbox/pages/card-frame.astro', prerender: true });
        injectRoute({ pattern: '/sandbox/three-d-secure', entrypoint: './src/sandbox/pages/three-d-secure.astro', prerender: true });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(`/${SANDBOX_WORKER}`, async (_req, res) => {
          res.setHeader('content-type', 'text/javascript');
          res.end(await sandboxWorkerScript(workerPath));
        });
        for (const name of THIRD_PARTY_SCRIPTS) {
          server.middlewares.use(`/sandbox/${name}`, async (_req, res) => {
            res.setHeader('content-type', name.endsWith('.html') ? 'text/html' : 'text/javascript');
            res.end(await readFile(thirdPartySource(name)));
          });
        }
      },
    },
  };
}

/** Sandbox builds only, the first post-build pass: the worker script and the third parties' files into the built site. */
export function sandboxFilesPass(): PostBuildPass {
  const workerPath = require.resolve(`msw/${WORKER}`);
  return {
    name: 'sandbox-files',
    reads: [],
    // thank-you.html is a page (the CDN headers hash its inline scripts).
    makes: ['html'],
    run: async (site) => {
      site.write(SANDBOX_WORKER, await sandboxWorkerScript(workerPath));
      for (const name of THIRD_PARTY_SCRIPTS) site.write(`sandbox/${name}`, await readFile(thirdPartySource(name), 'utf8'));
      return `${SANDBOX_WORKER} (with msw's ${WORKER}) and the sandbox's third-party files (sandbox mode)`;
    },
  };
}
