/**
 * Which tracking requests an event makes and what they carry (part 1 §6, §7 "Ancillary"; part 2 §4.5, §6;
 * decision 029). Pure: the tracking module in src/stores/tracking sends what this returns, behind its GPC gate.
 */

/** The event a registration sends when the URL names none (part 1 §7 "affiliate-conversion tracker (lead and sale events)"). */
export const REGISTRATION_EVENT = 'lead';

/** An event name from `pixelEvent` / `pixel-event` goes into URLs and bodies: a plain token only. */
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * The event name to send: the URL's `pixelEvent` / `pixel-event` (part 1 §2) when it is a plain token, else the default.
 * Example: trackingEventName('CompleteRegistration', 'lead') === 'CompleteRegistration'; trackingEventName('a b', 'lead') === 'lead'.
 */
export function trackingEventName(pixelEvent: string | null | undefined, fallback: string): string {
  return pixelEvent && EVENT_NAME.test(pixelEvent) ? pixelEvent : fallback;
}

/** The buyer as tracking may name them: only a logged-in buyer is named (part 2 §6). */
export interface TrackedBuyer {
  id: string;
  name: string;
  email: string;
}

export interface TrackingContext {
  event: string;
  /** The sponsor's account id (aid) in force. */
  aid: string;
  /** The sponsor's subdomain (sd), when known. */
  subdomain: string | null;
  /** The logged-in buyer, or null for a visitor: then no id, name or e-mail leaves the page. */
  buyer: TrackedBuyer | null;
}

export interface TrackingTargets {
  /** The sponsor's funnel-continue pixel URL from the office (pixel funnel `tracking_pixel_url`), or null. */
  pixelUrl: string | null;
  /** Origins that pixel URL may point at (configuration). */
  pixelOrigins: readonly string[];
  /** The page's own origin: relative URLs resolve against it; accepted for the pixel only when `pixelOnOwnOrigin` (sandbox). */
  ownOrigin: string;
  pixelOnOwnOrigin: boolean;
  franchiseShareUrl: string | null;
  affiliateTrackerUrl: string | null;
  /** The sponsor account whose referrals feed the affiliate tracker (part 1 §6). */
  affiliateTrackerAid: string | null;
  /** The company's own account: a direct purchase credits no franchise. */
  companyAid: string;
}

export type TrackingTarget = 'funnel-pixel' | 'franchise-share' | 'affiliate-tracker';

/** An image (pixel) loaded from `url`, or a form posted to it. */
export type TrackingRequest =
  | { target: Exclude<TrackingTarget, 'affiliate-tracker'>; kind: 'image'; url: string }
  | { target: 'affiliate-tracker'; kind: 'post'; url: string; body: Record<string, string> };

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The office's pixel URL when it may be loaded: https (or the page's own origin in the sandbox), no user-info, and
 * an allowed origin. Any other URL is dropped: the CSP would block it anyway.
 * Example: allowedPixelUrl('https://px.example.com/funnel-continue', { ...targets, pixelOrigins: ['https://px.example.com'] }) is that URL.
 */
export function allowedPixelUrl(targets: TrackingTargets): URL | null {
  if (!targets.pixelUrl) return null;
  const url = parse(targets.pixelUrl, targets.ownOrigin);
  if (!url || url.username || url.password) return null;
  if (targets.pixelOnOwnOrigin && url.origin === targets.ownOrigin) return url;
  return url.protocol === 'https:' && targets.pixelOrigins.includes(url.origin) ? url : null;
}

/** Query or body fields every request carries; the buyer's id only when logged in. */
function commonFields(context: TrackingContext): Record<string, string> {
  const fields: Record<string, string> = { event: context.event, aid: context.aid };
  if (context.subdomain) fields.sd = context.subdomain;
  if (context.buyer) fields.user_id = context.buyer.id;
  return fields;
}

function withQuery(url: URL, fields: Record<string, string>): string {
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The requests one event makes (decision 029):
 * - the funnel-continue pixel, when the sponsor's funnel has an allowed pixel URL;
 * - the franchise share image, when a sponsor other than the company referred the buyer;
 * - the affiliate tracker's event, when the sponsor is the account that feeds it (part 1 §6).
 * Name and e-mail travel only in the tracker's posted body, and only for a logged-in buyer (part 2 §6); the images
 * carry ids only, never personal data in a URL.
 */
export function trackingRequests(context: TrackingContext, targets: TrackingTargets): TrackingRequest[] {
  const fields = commonFields(context);
  const requests: TrackingRequest[] = [];
  const pixel = allowedPixelUrl(targets);
  if (pixel) requests.push({ target: 'funnel-pixel', kind: 'image', url: withQuery(pixel, fields) });
  const share = targets.franchiseShareUrl ? parse(targets.franchiseShareUrl, targets.ownOrigin) : null;
  if (share && context.aid !== targets.companyAid) requests.push({ target: 'franchise-share', kind: 'image', url: withQuery(share, fields) });
  const tracker = targets.affiliateTrackerUrl ? parse(targets.affiliateTrackerUrl, targets.ownOrigin) : null;
  if (tracker && targets.affiliateTrackerAid !== null && context.aid === targets.affiliateTrackerAid) {
    const body = context.buyer ? { ...fields, name: context.buyer.name, email: context.buyer.email } : fields;
    requests.push({ target: 'affiliate-tracker', kind: 'post', url: tracker.href, body });
  }
  return requests;
}
