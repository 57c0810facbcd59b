import { atom } from 'nanostores';
import { $status } from '~/stores/checkout/load/status';

/** How long the first paint of the ready checkout waits for the parts it shows at most. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * How many parts the loaded checkout shows at once are still being fetched: the aside's blocks, the visitor's
 * first screen. Until they arrive (or FIRST_PAINT_WAIT_MS pass) the loading view stays, so the ready checkout first
 * paints whole: nothing jumps under a block that arrives late, and its ready mark means the step can be used.
 */
export const $firstPaintPending = atom(0);

/**
 * Counts `fetched` in $firstPaintPending until it settles or FIRST_PAINT_WAIT_MS pass, while the checkout is loading;
 * once it is on screen a part loads in place and nothing waits. A failed fetch is left to the part, which shows the
 * no-connection message and its retry.
 * Example: holdFirstPaint(VatWidget.preload())
 */
export function holdFirstPaint(fetched: Promise<unknown>): void {
  if ($status.get().state !== 'loading') {
    fetched.catch(() => undefined);
    return;
  }
  $firstPaintPending.set($firstPaintPending.get() + 1);
  const waited = new Promise((done) => setTimeout(done, FIRST_PAINT_WAIT_MS));
  void Promise.race([fetched, waited])
    .catch(() => undefined)
    .then(() => $firstPaintPending.set(Math.max(0, $firstPaintPending.get() - 1)));
}
