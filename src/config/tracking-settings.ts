import { originOf, type Sources } from './csp-sources';
import type { PublicEnv } from './env-schema';
import type { EnvPart } from './env';

/**
 * Where the checkout's tracking may send anything (part 1 §7 "Ancillary", part 2 §4.5; decision 029): the one
 * place that knows the tracking origins. The tracking module reads `trackingSettings`, the CSP `trackingSources`,
 * and docs/script-inventory.md lists the same origins.
 */
export interface TrackingSettings {
  /** Origins the office's funnel-continue pixel URL may point at (pixel funnel `tracking_pixel_url`). */
  pixelOrigins: readonly string[];
  /** The sandbox's pixel URLs are paths of the site itself; a live build accepts only `pixelOrigins`. */
  pixelOnOwnOrigin: boolean;
  /** The franchise share image's URL, or null (nothing sent). */
  franchiseShareUrl: string | null;
  /** The affiliate-conversion tracker's event URL, or null (nothing sent). */
  affiliateTrackerUrl: string | null;
  /** The sponsor account whose referrals feed the affiliate-conversion tracker (part 1 §6), or null. */
  affiliateTrackerAid: string | null;
}

/**
 * The tracking part of the configuration.
 *
 * @example trackingSettings(sandboxEnv).franchiseShareUrl // '/sandbox-api/tracking/franchise-share'
 */
export function trackingSettings(env: EnvPart<'PUBLIC_TRACKING_PIXEL_ORIGINS' | 'PUBLIC_FRANCHISE_SHARE_URL' | 'PUBLIC_AFFILIATE_TRACKER_URL' | 'PUBLIC_AFFILIATE_TRACKER_AID'>): TrackingSettings {
  return {
    pixelOrigins: env.PUBLIC_TRACKING_PIXEL_ORIGINS ?? [],
    pixelOnOwnOrigin: env.PUBLIC_MODE === 'sandbox',
    franchiseShareUrl: env.PUBLIC_FRANCHISE_SHARE_URL ?? null,
    affiliateTrackerUrl: env.PUBLIC_AFFILIATE_TRACKER_URL ?? null,
    affiliateTrackerAid: env.PUBLIC_AFFILIATE_TRACKER_AID ?? null,
  };
}

/** Step 3's purchase pixels (part 2 §4.5, §9; decision 035): the vendors' scripts and the thank-you page's frame. */
export interface PurchasePixelSettings {
  facebookScriptUrl: string;
  analyticsTagUrl: string;
  tagManagerUrl: string;
  /** Origins the sponsor's thank-you page may be framed from; the sandbox frames its own pages. */
  thankYouOrigins: readonly string[];
  thankYouOnOwnOrigin: boolean;
}

/**
 * The vendors' own script URLs, used when a live build names none (kept out of the environment's defaults so the
 * configuration inlined in the checkout's start does not grow). The sandbox's environment names its own scripts.
 */
export const VENDOR_SCRIPT_URLS = {
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
  analytics: 'https://www.googletagmanager.com/gtag/js',
  tagManager: 'https://www.googletagmanager.com/gtm.js',
} as const;

/**
 * The purchase-pixel part of the configuration: the configured script URLs, else the vendors'.
 *
 * @example purchasePixelSettings(sandboxEnv).facebookScriptUrl // '/sandbox/facebook-pixel.js'
 */
export function purchasePixelSettings(env: EnvPart<'PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL' | 'PUBLIC_ANALYTICS_TAG_URL' | 'PUBLIC_TAG_MANAGER_URL' | 'PUBLIC_THANK_YOU_PAGE_ORIGINS'>): PurchasePixelSettings {
  const defaults = VENDOR_SCRIPT_URLS;
  return {
    facebookScriptUrl: env.PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL ?? defaults.facebook,
    analyticsTagUrl: env.PUBLIC_ANALYTICS_TAG_URL ?? defaults.analytics,
    tagManagerUrl: env.PUBLIC_TAG_MANAGER_URL ?? defaults.tagManager,
    thankYouOrigins: env.PUBLIC_THANK_YOU_PAGE_ORIGINS ?? [],
    thankYouOnOwnOrigin: env.PUBLIC_MODE === 'sandbox',
  };
}

/**
 * Where the vendors' scripts send their events, as the vendors' CSP guides list them: Facebook's pixel beacons to
 * www.facebook.com; GA4 and the tag manager to Google Analytics' collection hosts and the tag manager's origin.
 */
export const FACEBOOK_BEACON_ORIGINS = ['https://www.facebook.com'] as const;
export const GOOGLE_BEACON_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;

/**
 * The tracking's CSP sources: the pixels and the franchise share image are images, the tracker's event a request;
 * step 3's vendor scripts, their beacons, and the thank-you page's frame. A sandbox build's tracking is on its own
 * origin, so it adds nothing.
 */
export function trackingSources(env: PublicEnv): Sources {
  if (env.PUBLIC_MODE !== 'live') return {};
  const settings = trackingSettings(env);
  const pixels = purchasePixelSettings(env);
  const present = (list: (string | null)[]) => list.filter((o): o is string => o !== null);
  const scripts = present([pixels.facebookScriptUrl, pixels.analyticsTagUrl, pixels.tagManagerUrl].map((url) => originOf(url)));
  const beacons = [...FACEBOOK_BEACON_ORIGINS, ...GOOGLE_BEACON_ORIGINS];
  return {
    'script-src': scripts,
    'img-src': present([...settings.pixelOrigins, originOf(settings.franchiseShareUrl ?? undefined), ...beacons]),
    'connect-src': present([originOf(settings.affiliateTrackerUrl ?? undefined), ...beacons]),
    'frame-src': [...pixels.thankYouOrigins],
  };
}
