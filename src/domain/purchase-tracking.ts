/**
 * What step 3's purchase tracking sends, when, and to which pixels (part 2 §4.5 "Tracking", §7 "Pixel and
 * thank-you calls", §9 "Tracking delays"; decision 035). Pure: src/stores/tracking/purchase-tracking.ts sends it,
 * behind the GPC gate of decision 029.
 */

/** Part 2 §9 "Tracking delays", in milliseconds and tries. */
export const PURCHASE_TRACKING_TIMING = {
  /** The Facebook purchase event resolves 1 s after the pixel is ready. */
  purchaseResolveMs: 1000,
  /** The analytics tag (GA4) starts after 1 s. */
  analyticsTagMs: 1000,
  /** The tag manager is delayed 4 s. */
  tagManagerMs: 4000,
  /** The tracking script is looked for every 100 ms ... */
  scriptRetryMs: 100,
  /** ... up to 300 times (30 s), then given up. */
  scriptRetryLimit: 300,
} as const;

/** One pixel of the sponsor's funnel, as the pixel funnel call names it (part 2 §7). */
export interface FunnelPixelRef {
  type: string;
  id: string;
}

/** The parent pixel call's answer (part 2 §7): the buyer's parent's own pixel ids. */
export interface ParentPixelRefs {
  success: boolean;
  data: { facebook: string | null; google_analytics: string | null; google_tag_manager: string | null } | null;
}

/** A paid method is a purchase; a method paid later (a document, a pix to scan) is a lead (part 2 §4.5). */
export type PurchaseEvent = 'purchase' | 'lead';

export function purchaseEvent(kind: 'paid' | 'pending'): PurchaseEvent {
  return kind === 'paid' ? 'purchase' : 'lead';
}

/**
 * Part 2 §4.5: tracking is skipped when `skipStepConfirmation` is set (in the URL or stored by an earlier test
 * visit) without `testPixel`. Every build plays production here, the sandbox included (decision 035).
 * Example: purchaseTrackingSkipped({ skipStepConfirmation: true, testPixel: false }) === true.
 */
export function purchaseTrackingSkipped(flags: { skipStepConfirmation: boolean; testPixel: boolean }): boolean {
  return flags.skipStepConfirmation && !flags.testPixel;
}

/** The pixel ids step 3 fires, each list without duplicates. */
export interface PurchasePixelIds {
  facebook: string[];
  analytics: string[];
  tagManager: string[];
}

/** The id formats of each vendor: anything else is dropped (it goes into a script URL or a vendor call). */
const ID_FORMATS = {
  facebook: /^\d{5,20}$/,
  analytics: /^G-[A-Z0-9]{4,16}$/,
  tagManager: /^GTM-[A-Z0-9]{4,12}$/,
} as const;

const FUNNEL_TYPES: Record<string, keyof PurchasePixelIds> = {
  facebook: 'facebook',
  google_analytics: 'analytics',
  ga4: 'analytics',
  google_tag_manager: 'tagManager',
  gtm: 'tagManager',
};

/**
 * The sponsor's funnel pixels (pixel funnel) and the parent's own pixels (parent pixel), merged per vendor, with
 * malformed ids dropped.
 * Example: purchasePixelIds([{ type: 'facebook', id: '777000111222', access_token: null }], null).facebook -> ['777000111222'].
 */
export function purchasePixelIds(funnelPixels: readonly FunnelPixelRef[], parent: ParentPixelRefs | null): PurchasePixelIds {
  const ids: PurchasePixelIds = { facebook: [], analytics: [], tagManager: [] };
  const add = (vendor: keyof PurchasePixelIds, id: string | null | undefined) => {
    const value = id?.trim();
    if (value && ID_FORMATS[vendor].test(value) && !ids[vendor].includes(value)) ids[vendor].push(value);
  };
  for (const pixel of funnelPixels) {
    const vendor = FUNNEL_TYPES[pixel.type.toLowerCase()];
    if (vendor) add(vendor, pixel.id);
  }
  if (parent?.success && parent.data) {
    add('facebook', parent.data.facebook);
    add('analytics', parent.data.google_analytics);
    add('tagManager', parent.data.google_tag_manager);
  }
  return ids;
}

/** The vendors' event names for our two events. */
export const VENDOR_EVENTS: Record<PurchaseEvent, { facebook: string; analytics: string; tagManager: string }> = {
  purchase: { facebook: 'Purchase', analytics: 'purchase', tagManager: 'purchase' },
  lead: { facebook: 'Lead', analytics: 'generate_lead', tagManager: 'lead' },
};

/**
 * The thank-you page the tracking may load in a hidden frame: https on an allowed origin (or the page's own origin
 * in the sandbox), no user-info. Anything else is not loaded (the CSP's frame-src would block it anyway).
 * Example: thankYouFrameUrl('https://www.example.com/obrigado', { origins: ['https://www.example.com'], ownOrigin, ownOriginAllowed: false }).
 */
export function thankYouFrameUrl(url: string | null, rules: { origins: readonly string[]; ownOrigin: string; ownOriginAllowed: boolean }): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, rules.ownOrigin);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  if (rules.ownOriginAllowed && parsed.origin === rules.ownOrigin) return parsed.href;
  return parsed.protocol === 'https:' && rules.origins.includes(parsed.origin) ? parsed.href : null;
}
