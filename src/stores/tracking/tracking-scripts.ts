import { PURCHASE_TRACKING_TIMING } from '~/domain/purchase-tracking';

/*
 * Loading the vendors' tracking scripts on step 3 (part 2 §9 "Tracking delays"; decision 035): each script is added
 * once, async, and the page waits for it by looking every 100 ms, up to 300 times, then gives up quietly.
 */

/** Waits `ms` on the page's timers (fake timers in tests, page.clock in the browser suite). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Adds an async script once per id; returns false when it was already there.
 *
 * @example addTrackingScript('tracking-facebook', '/sandbox/facebook-pixel.js') // true, then false
 */
export function addTrackingScript(id: string, src: string, doc: Document = document): boolean {
  if (doc.getElementById(id)) return false;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return true;
}

/**
 * The retry loop of part 2 §9: asks `ready` now and then every `scriptRetryMs`, at most `scriptRetryLimit` times in
 * all. Resolves true as soon as it answers true, false once the tries are spent.
 *
 * @example await waitForTrackingScript(() => typeof window.fbq?.callMethod === 'function') // true once the pixel loaded
 */
export async function waitForTrackingScript(ready: () => boolean, timing = PURCHASE_TRACKING_TIMING): Promise<boolean> {
  for (let tries = 1; tries <= timing.scriptRetryLimit; tries += 1) {
    if (ready()) return true;
    if (tries < timing.scriptRetryLimit) await wait(timing.scriptRetryMs);
  }
  return false;
}
