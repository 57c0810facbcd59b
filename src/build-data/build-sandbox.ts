/**
 * In a sandbox build the office is the sandbox: its msw node server listens while the pages fetch their
 * data, so build-time data comes through the same client as in a live build. The import is dynamic and
 * behind the mode check, so a live build contains none of the sandbox.
 */
let started: Promise<void> | null = null;

/** Starts the sandbox office for this build process once (no-op in a live build or when a test already started it). */
export function ensureBuildSandbox(): Promise<void> {
  if (import.meta.env.PUBLIC_MODE !== 'sandbox') return Promise.resolve();
  started ??= import('~/sandbox/node').then(({ sandboxServer }) => {
    // readyState 1 = enabled: the vitest set-up (or another page) already listens.
    if (sandboxServer.readyState !== 1) sandboxServer.listen({ onUnhandledFrame: 'bypass' });
  });
  return started;
}
