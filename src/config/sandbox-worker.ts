/**
 * The sandbox's service worker (msw's script, copied to the site's root by integrations/sandbox.ts; a sandbox build
 * only) and the page global through which the checkout page's first script hands its early registration to
 * src/sandbox/browser.ts (issue 29: the worker installs while the page's files download, not after them).
 */
export const SANDBOX_WORKER_URL = '/mockServiceWorker.js';
export const EARLY_WORKER_GLOBAL = 'sandboxWorker';
/** User-timing marks of the early registration: asked, then the worker in control of the page (the bench's start-up). */
export const EARLY_WORKER_MARKS = { register: 'sandbox:register', controlled: 'sandbox:controlled' } as const;
