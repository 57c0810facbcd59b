// The head of the sandbox's service worker (a sandbox build only): integrations/sandbox.ts serves
// /sandbox-worker.js as this file followed by msw's worker (mockServiceWorker.js), one script, so the worker's
// start-up costs one request. msw's worker hands every request of the page to the page's main thread and waits for
// its answer; the hashed files under /_astro/ (chunks, styles, the texts' JSON) are never the sandbox's to answer,
// so they go straight to the network without that round trip (decision 053). This listener comes before
// msw's, so stopping the event here keeps msw's listener from taking the request.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/_astro/')) event.stopImmediatePropagation();
});
