/**
 * What the live rehearsal's build adds to tests/setup/live-env.ts: a CSP report endpoint, so that reports the
 * browser sends are counted as violations too. Read by scripts/build-live.mjs and by the rehearsal's fixtures.
 */
export const LIVE_REHEARSAL_ENV = {
  PUBLIC_CSP_REPORT_URL: 'https://csp-reports.example.com/report',
} as const;
