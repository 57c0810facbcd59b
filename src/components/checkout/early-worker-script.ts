import { EARLY_WORKER_GLOBAL, SANDBOX_MARKS, SANDBOX_WORKER_URL } from '~/config/sandbox-worker';

/**
 * The sandbox checkout page's inline script (decision 051): registers the sandbox's service worker as soon as the page is
 * parsed, so its script's round trip, install and activation run while the island's files download instead of after
 * them. It hands src/sandbox/browser.ts the registration and whether it installed a worker (src/sandbox/worker-control.ts).
 * Only a page no worker controls yet registers (a repeat visit's register() would queue behind the worker's own
 * update check); src/sandbox/browser.ts waits for this registration to take control before msw starts.
 * Example: earlyWorkerScript() starts with "if('serviceWorker'in navigator&&!navigator.serviceWorker.controller)".
 */
export function earlyWorkerScript(): string {
  const marks = SANDBOX_MARKS;
  return (
    `if('serviceWorker'in navigator&&!navigator.serviceWorker.controller){performance.mark('${marks.register}');` +
    `navigator.serviceWorker.addEventListener('controllerchange',function(){performance.mark('${marks.controlled}')},{once:true});` +
    `(window.${EARLY_WORKER_GLOBAL}=navigator.serviceWorker.register('${SANDBOX_WORKER_URL}')` +
    `.then(function(r){return{registration:r,fresh:!!(r.installing||r.waiting)}})).catch(function(){})}`
  );
}
