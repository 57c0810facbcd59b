/**
 * Build-time data in sandbox mode comes through the same typed client as in a live build, answered by
 * the sandbox office (msw) listening in the build process. A live build never loads any of it: the
 * import sits behind the build-time constant PUBLIC_MODE, so the bundler drops it.
 */
let started: Promise<void> | null = null;

/** Starts the sandbox office once per build process (sandbox mode only); safe to call from every page. */
export function startBuildSandbox(): Promise<void> {
  if (import.meta.env.PUBLIC_MODE !== 'sandbox') return Promise.resolve();
  started ??= import('~/sandbox/node').then(({ sandboxServer }) => {
    // 1 = listening: the unit-test set-up or the plans pages' build data (src/build-data) started it.
    if (sandboxServer.readyState === 1) return;
    try {
      sandboxServer.listen({ onUnhandledFrame: 'bypass' });
    } catch (error) {
      if (!String(error).includes('already listening')) throw error;
    }
  });
  return started;
}
