import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/**
 * Debian bookworm's Chromium 150, unpacked by `scripts/fetch-chromium-150.mjs` (`npm test` runs it first). That
 * version keeps a failed module import and answers it again without a request, so the chunk-fault tests also run
 * in it (decision 011). Launching it before the script ran fails with Playwright's "executable doesn't exist".
 */
export const CHROMIUM_150_EXECUTABLE = fileURLToPath(new URL('../../.cache/chromium-150/usr/lib/chromium/chromium', import.meta.url));
