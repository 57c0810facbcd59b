import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for Chromium on machines without a GPU or network access besides localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium the browser tests use: Playwright's own download when present, else
 * `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. No browser is a hard failure
 * with instructions, never a silent skip.
 */
export function chromiumExecutable(): string | undefined {
  const own = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return '';
    }
  })();
  if (own && existsSync(own)) return undefined;
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one with `npx playwright install chromium` ' +
      "(where the network allows it) or Debian's package (`apt-get install chromium`), " +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}
