/**
 * The sandbox's service worker (src/sandbox/worker/built-files-bypass.js followed by msw's worker, written to the
 * site's root by integrations/sandbox.ts, a sandbox build only; decision 053) and the page global through which the
 * checkout page's first script hands its early registration to src/sandbox/browser.ts (decision 051: the worker installs
 * while the page's files download, not after them).
 */
export const SANDBOX_WORKER_URL = '/sandbox-worker.js';
export const EARLY_WORKER_GLOBAL = 'sandboxWorker';
/**
 * The sandbox's user-timing marks, the bench's service worker start-up (scripts/bench/visit-timing.mjs): the early
 * registration asked, then its worker in control of the page (early-worker-script.ts); msw's start, then ready
 * (src/sandbox/browser.ts).
 */
export const SANDBOX_MARKS = { register: 'sandbox:register', controlled: 'sandbox:controlled', start: 'sandbox:start', ready: 'sandbox:ready' } as const;
