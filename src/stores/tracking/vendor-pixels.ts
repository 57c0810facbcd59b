import { PURCHASE_TRACKING_TIMING, VENDOR_EVENTS, type PurchaseEvent } from '~/domain/purchase-tracking';
import type { TrackedBuyer } from '~/domain/tracking-events';
import { addTrackingScript, wait, waitForTrackingScript } from './tracking-scripts';

/*
 * The sponsor's Facebook pixel, GA4 tag and tag manager on step 3 (part 2 §4.5, §9; decision 035), in the vendors'
 * documented ways: the Facebook pixel's command queue, gtag's and the tag manager's dataLayer. The queues are set up
 * here, in our own module, so the page needs no inline script (DESIGN.md "Security"). Call only through
 * purchase-tracking.ts, whose gate honours Global Privacy Control and the skip flag.
 */

type Command = (...args: unknown[]) => void;
interface FacebookQueue extends Command {
  callMethod?: Command;
  queue: unknown[][];
  loaded: boolean;
  version: string;
  push: Command;
}
export interface TrackingWindow {
  fbq?: FacebookQueue;
  _fbq?: FacebookQueue;
  dataLayer?: unknown[];
  gtag?: Command;
}

const pageWindow = () => window as unknown as TrackingWindow;

/** The Facebook pixel's command queue, as the vendor's snippet creates it (its script replaces `callMethod`). */
function facebookQueue(win: TrackingWindow): FacebookQueue {
  if (win.fbq) return win.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as FacebookQueue;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  win.fbq = fbq;
  win._fbq = fbq;
  return fbq;
}

/** The data Facebook's advanced matching takes: only for a logged-in buyer (part 2 §6). */
function matching(buyer: TrackedBuyer | null): Record<string, string> | undefined {
  if (!buyer) return undefined;
  const [first = '', ...rest] = buyer.name.trim().split(/\s+/);
  return { em: buyer.email.trim().toLowerCase(), fn: first.toLowerCase(), ...(rest.length ? { ln: rest.join(' ').toLowerCase() } : {}) };
}

/**
 * Loads the Facebook pixel, waits for it (the retry loop), initialises each id and, 1 s later (the purchase
 * resolves after 1 s), tracks the event. Returns false when the script never became ready.
 */
export async function fireFacebook(ids: readonly string[], event: PurchaseEvent, buyer: TrackedBuyer | null, scriptUrl: string, win = pageWindow()): Promise<boolean> {
  if (ids.length === 0) return false;
  const fbq = facebookQueue(win);
  addTrackingScript('tracking-facebook-pixel', scriptUrl);
  if (!(await waitForTrackingScript(() => typeof fbq.callMethod === 'function'))) return false;
  for (const id of ids) fbq('init', id, matching(buyer));
  await wait(PURCHASE_TRACKING_TIMING.purchaseResolveMs);
  fbq('track', VENDOR_EVENTS[event].facebook);
  return true;
}

function dataLayer(win: TrackingWindow): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/** The GA4 tag starts after 1 s: gtag's queue, one config per id (no page view), then the event. No personal data. */
export async function fireAnalytics(ids: readonly string[], event: PurchaseEvent, scriptUrl: string, win = pageWindow()): Promise<boolean> {
  if (ids.length === 0) return false;
  await wait(PURCHASE_TRACKING_TIMING.analyticsTagMs);
  const layer = dataLayer(win);
  // gtag queues its `arguments` object, which the tag reads; an array would not be recognised.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  win.gtag('js', new Date());
  for (const id of ids) win.gtag('config', id, { send_page_view: false });
  win.gtag('event', VENDOR_EVENTS[event].analytics, { send_to: [...ids] });
  addTrackingScript('tracking-analytics-tag', `${scriptUrl}?id=${encodeURIComponent(ids[0] as string)}`);
  return true;
}

/** The tag manager is delayed 4 s: its start marker and the event in the dataLayer, then one container per id. */
export async function fireTagManager(ids: readonly string[], event: PurchaseEvent, scriptUrl: string, win = pageWindow()): Promise<boolean> {
  if (ids.length === 0) return false;
  await wait(PURCHASE_TRACKING_TIMING.tagManagerMs);
  const layer = dataLayer(win);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  layer.push({ event: VENDOR_EVENTS[event].tagManager });
  for (const id of ids) addTrackingScript(`tracking-tag-manager-${id}`, `${scriptUrl}?id=${encodeURIComponent(id)}`);
  return true;
}
