/**
 * Who answers the build's office calls. In a sandbox build it is the sandbox: its msw node server listens
 * while the pages fetch their data, so build-time data comes through the same client as in a live build
 * (the import is dynamic and behind the mode check, so a live build contains none of it). A live build
 * asks PUBLIC_OFFICE_API_URL, or BUILD_OFFICE_API_URL when set: a build-only address (never shipped) for
 * building against a staging office or a local fake one in CI.
 */
import { apiUrl } from '~/api/endpoints';

let prepared: Promise<void> | null = null;

/**
 * Sends the build process's requests for `from` to `to` instead (same path and query).
 * Example: routeRequests('https://office-api.example.com', 'http://127.0.0.1:4400').
 */
export function routeRequests(from: string, to: string): void {
  const original = globalThis.fetch;
  const source = from.replace(/\/+$/, '');
  const target = to.replace(/\/+$/, '');
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(`${source}/`)) return original(input, init);
    const routed = `${target}${url.slice(source.length)}`;
    return original(input instanceof Request ? new Request(routed, input) : routed, init);
  };
}

/** Prepares the office for this build process, once. */
export function prepareBuildOffice(): Promise<void> {
  prepared ??= (async () => {
    if (import.meta.env.PUBLIC_MODE === 'sandbox') {
      const { sandboxServer } = await import('~/sandbox/node');
      // readyState 1 = enabled: the vitest set-up (or another page of this build) already listens.
      if (sandboxServer.readyState !== 1) sandboxServer.listen({ onUnhandledFrame: 'bypass' });
      return;
    }
    const override = typeof process === 'undefined' ? undefined : process.env.BUILD_OFFICE_API_URL;
    if (override) routeRequests(apiUrl('office', '/').replace(/\/$/, ''), override);
  })();
  return prepared;
}
