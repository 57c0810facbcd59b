import type { Page } from '@playwright/test';

/**
 * Moves the page's clock on in steps until `done` holds (a timeout fault waits out the 30 s request limit). Each step
 * also lets a little real time pass: what the page fetches (the pay module loads on the first press) is not timers.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 5_000, maxMs = 150_000): Promise<void> {
  for (let ran = 0; ran < maxMs; ran += stepMs) {
    if (await done()) return;
    await page.clock.runFor(stepMs);
    await page.waitForTimeout(100);
  }
  throw new Error('the condition did not hold within the clock budget');
}
