import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_150_EXECUTABLE, CHROMIUM_ARGS, chromiumExecutable } from './tests/setup/browser';

const PORT = Number(process.env.E2E_PORT ?? 4329);
// The live build (scripts/build-live.mjs, `dist-live`) for the live rehearsal (docs/live-rehearsal.md), on its own port.
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? PORT + 1);
// Without a live build the rehearsal cannot run: said aloud, and `npm test`'s live build stage has failed already.
const LIVE_BUILT = existsSync('dist-live/_headers');
if (!LIVE_BUILT) console.warn('playwright.config.ts: no live build in dist-live/ (node scripts/build-live.mjs): the live rehearsal does not run.');

// Browser journeys run against the BUILT site (scripts/test.mjs builds it first), served
// with the same CDN rules as production, never against the dev server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A payment journey loads the checkout two to four times (a reload, a bank page and back, a second tab): on a
  // fresh-clone CI run with two workers the slowest took 25-34 s, so 30 s held only on an idle machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The phone's first screen (one column, folded summary) is a phone-only layout.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: [/phone-layout\.spec\.ts/, /tests\/e2e\/live\//] },
    // The phone runs only what differs on a phone (decision 022): its layout and first screen, the keyboard and touch,
    // and one journey per page type (plans, notice, legacy plans, checkout account and pay by card). Those tests carry
    // the tag @phone; the rules behind them (prices, texts, faults, payment logic) are the same on a phone and run on
    // the desktop project only. tests/e2e/checkout/phone-layout.spec.ts holds the phone-only journeys.
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: /tests\/e2e\/live\// },
    // The live rehearsal (docs/live-rehearsal.md): the LIVE build as a CDN serves it, its CSP applied, against
    // the office and gateway on their own origins and stand-ins at the providers' hosts.
    // The page is opened at the build's own origin (PUBLIC_SITE_URL of tests/setup/live-env.ts), which the rehearsal's
    // routing answers from this local server: return URLs built from configuration land on the site under test.
    // The rehearsal must pass in Chromium 150 too (Debian's, as for decision 011): one journey per kind of
    // provider host there (Stripe's frames and challenge, the wallet, Adyen's secured fields and redirect, a tokeniser).
    ...(LIVE_BUILT
      ? [
          // A whole provider journey (its frames, a challenge or a redirect and back) per test: the default 30 s held
          // alone but not at the end of a loaded CI run (session 14 saw two time out there; both passed on a rerun).
          { name: 'live', testDir: 'tests/e2e/live', timeout: 60_000, metadata: { liveServer: `http://127.0.0.1:${LIVE_PORT}` }, use: { ...devices['Desktop Chrome'], baseURL: 'https://www.example.com' } },
          {
            name: 'live-chromium-150',
            testDir: 'tests/e2e/live',
            timeout: 60_000,
            grep: /@chromium-150/,
            metadata: { liveServer: `http://127.0.0.1:${LIVE_PORT}` },
            use: { ...devices['Desktop Chrome'], baseURL: 'https://www.example.com', launchOptions: { executablePath: CHROMIUM_150_EXECUTABLE, args: CHROMIUM_ARGS } },
          },
        ]
      : []),
    // A browser that keeps failed module imports (decision 011): the retry of a checkout part must still load it; and
    // the sandbox's early worker registration (decision 051), whose service worker timing an older browser may not share.
    {
      name: 'desktop-chromium-150',
      testMatch: ['checkout/chunk-faults.spec.ts', 'checkout/sandbox-start.spec.ts'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_150_EXECUTABLE, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir dist --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      // A payment journey loads the checkout two to four times (a reload, a bank page and back, a second tab): on a
  // fresh-clone CI run with two workers the slowest took 25-34 s, so 30 s held only on an idle machine.
  timeout: 60_000,
    },
    ...(LIVE_BUILT
      ? [{ command: `node scripts/serve.mjs --dir dist-live --port ${LIVE_PORT}`, url: `http://127.0.0.1:${LIVE_PORT}/`, reuseExistingServer: false, timeout: 30_000 }]
      : []),
  ] satisfies PlaywrightTestConfig['webServer'],
});
