import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { applyScenarioFromUrl, type PageNavigation } from './scenario';

// What the checkout's start reads from the sandbox, from this one module it preloads (src/stores/checkout/load/start.ts).
export { SANDBOX_SPECIAL_SLUG_LISTS } from './fixtures/fees';
export { getScenario } from './scenario';

/**
 * Starts the sandbox in the browser: reads the scenario from the URL, then registers the
 * service worker that answers every office and gateway call. Only ever imported behind
 * `isSandbox`, so a live build contains none of this.
 */
let started: Promise<unknown> | null = null;

/** How this page was reached (Navigation Timing); a browser without the entry counts as a visit asked for. */
function pageNavigation(): PageNavigation {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

export async function startSandbox(): Promise<void> {
  // Once per page load, so a retry is not re-faulted; and a URL fault only for the visit that asked for it, not
  // for the reload the checkout makes after a login or sign-up.
  if (!started) applyScenarioFromUrl(location.search, pageNavigation());
  if (!started) performance.mark('sandbox:start'); // the bench's service worker start-up, up to 'sandbox:ready'
  started ??= setupWorker(...handlers).start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Assets and provider scripts pass through; an office or gateway call no handler knows is an error.
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.data as { request?: Request };
      if (request && new URL(request.url).pathname.startsWith('/sandbox-api/')) defaults.error();
    },
  }).catch((error: unknown) => {
    started = null; // let a retry register the worker again
    throw error;
  });
  await started;
  if (performance.getEntriesByName('sandbox:ready').length === 0) performance.mark('sandbox:ready');
}
