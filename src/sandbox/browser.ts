import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { EARLY_WORKER_GLOBAL, SANDBOX_MARKS, SANDBOX_WORKER_URL } from '~/config/sandbox-worker';
import { applyScenarioFromUrl, type PageNavigation } from './scenario';
import { earlyWorkerInControl, type EarlyRegistration } from './worker-control';

// What the checkout's start reads from the sandbox, from this one module it preloads (src/stores/checkout/load/start.ts).
export { SANDBOX_SPECIAL_SLUG_LISTS } from './fixtures/fees';
export { getScenario } from './scenario';

/**
 * Starts the sandbox in the browser: reads the scenario from the URL, then registers the
 * service worker that answers every office and gateway call. Only ever imported behind
 * `isSandbox`, so a live build contains none of this.
 */
let started: Promise<unknown> | null = null;
/** The longest wait for an early registration's worker to take control; then msw starts (and reloads) as before. */
const CONTROL_WAIT_MS = 10_000;

/** How this page was reached (Navigation Timing); a browser without the entry counts as a visit asked for. */
function pageNavigation(): PageNavigation {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

export async function startSandbox(): Promise<void> {
  // Once per page load, so a retry is not re-faulted; and a URL fault only for the visit that asked for it, not
  // for the reload the checkout makes after a login or sign-up.
  if (!started) applyScenarioFromUrl(location.search, pageNavigation());
  // msw reloads a page it finds uncontrolled beside a registration: the early registration's worker takes control first.
  const early = (window as unknown as Record<string, Promise<EarlyRegistration | undefined> | undefined>)[EARLY_WORKER_GLOBAL];
  started ??= earlyWorkerInControl(early, navigator.serviceWorker, CONTROL_WAIT_MS).then(() => {
    performance.mark(SANDBOX_MARKS.start); // msw's own start-up, up to ready (the bench's, with the early one)
    return setupWorker(...handlers).start({
      quiet: true,
      serviceWorker: { url: SANDBOX_WORKER_URL },
      // Assets and provider scripts pass through; an office or gateway call no handler knows is an error.
      onUnhandledFrame({ frame, defaults }) {
        const { request } = frame.data as { request?: Request };
        if (request && new URL(request.url).pathname.startsWith('/sandbox-api/')) defaults.error();
      },
    });
  }).catch((error: unknown) => {
    started = null; // let a retry register the worker again
    throw error;
  });
  await started;
  if (performance.getEntriesByName(SANDBOX_MARKS.ready).length === 0) performance.mark(SANDBOX_MARKS.ready);
}
