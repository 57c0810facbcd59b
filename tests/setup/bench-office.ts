/**
 * What `npm run bench` needs from the sandbox to measure a live build (scripts/bench/sites.mjs loads this one
 * module with Vite's `runnerImport`, so the fake office's handlers and the scenario below share the same
 * module instances): the sandbox office as real HTTP servers, and the scenario that says who is logged in
 * (the live client learns it from `login-status`, which the sandbox answers from the scenario).
 */
export { startFakeOffice } from './fake-office';
export { setScenario } from '~/sandbox/scenario';
export { resetSandbox } from '~/sandbox/reset';
