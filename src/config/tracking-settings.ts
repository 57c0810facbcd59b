import { originOf, type Sources } from './csp-sources';
import type { PublicEnv } from './env-schema';

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
export function trackingSettings(env: PublicEnv): TrackingSettings {
  return {
    pixelOrigins: env.PUBLIC_TRACKING_PIXEL_ORIGINS ?? [],
    pixelOnOwnOrigin: env.PUBLIC_MODE === 'sandbox',
    franchiseShareUrl: env.PUBLIC_FRANCHISE_SHARE_URL ?? null,
    affiliateTrackerUrl: env.PUBLIC_AFFILIATE_TRACKER_URL ?? null,
    affiliateTrackerAid: env.PUBLIC_AFFILIATE_TRACKER_AID ?? null,
  };
}

/**
 * The tracking's CSP sources: the pixels and the franchise share image are images, the tracker's event a request.
 * A sandbox build's tracking is on its own origin, so it adds nothing.
 */
export function trackingSources(env: PublicEnv): Sources {
  if (env.PUBLIC_MODE !== 'live') return {};
  const settings = trackingSettings(env);
  const present = (list: (string | null)[]) => list.filter((o): o is string => o !== null);
  return {
    'img-src': present([...settings.pixelOrigins, originOf(settings.franchiseShareUrl ?? undefined)]),
    'connect-src': present([originOf(settings.affiliateTrackerUrl ?? undefined)]),
  };
}
