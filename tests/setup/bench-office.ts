/**
 * What `npm run bench` needs from the sandbox to measure a live build (scripts/bench/sites.mjs loads this one
 * module with Vite's `runnerImport`, so the fake office's handlers and the scenario below share the same
 * module instances): the sandbox office as real HTTP servers, and the scenario that says who is logged in
 * (the live client learns it from `login-status`, which the sandbox answers from the scenario).
 */
import { loadLazyHandlers } from '~/sandbox/handlers';

export { startFakeOffice } from './fake-office';
export { setScenario } from '~/sandbox/scenario';
export { resetSandbox } from '~/sandbox/reset';

// The module runner that loads this module closes after it: the handlers loaded on first use must be in before.
await loadLazyHandlers();
