import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { applyScenarioFromUrl } from './scenario';

/**
 * Starts the sandbox in the browser: reads the scenario from the URL, then registers the
 * service worker that answers every office and gateway call. Only ever imported behind
 * `isSandbox`, so a live build contains none of this.
 */
let started: Promise<unknown> | null = null;

export async function startSandbox(): Promise<void> {
  if (!started) applyScenarioFromUrl(location.search); // once per page load, so a retry is not re-faulted
  started ??= setupWorker(...handlers).start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/sandbox-api/')) print.error();
    },
  }).catch((error: unknown) => {
    started = null; // let a retry register the worker again
    throw error;
  });
  await started;
}
