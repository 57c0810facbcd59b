import { localOrigin } from '~/api/endpoints';
import { browserTrackingTransport, sendTrackingRequests, type TrackingTransport } from '~/api/tracking/tracking-transport';
import { env } from '~/config/env';
import { trackingSettings } from '~/config/tracking-settings';
import { trackingRequests, type TrackingContext, type TrackingRequest, type TrackingTargets } from '~/domain/tracking-events';
import { trackingAllowed } from './privacy-gate';

/*
 * Sends one tracking event to the targets the configuration names (decision 029), behind the GPC gate. The
 * registration's lead uses it; step 3's purchase events are meant to as well.
 */

let transport: TrackingTransport = browserTrackingTransport;

/**
 * Replaces how requests leave the page (tests pass a recorder). Returns the function that restores the browser's.
 *
 * @example const restore = setTrackingTransport({ image: vi.fn(), post: vi.fn(async () => {}) }); ... restore();
 */
export function setTrackingTransport(next: TrackingTransport): () => void {
  transport = next;
  return () => {
    transport = browserTrackingTransport;
  };
}

/** The configured targets, with the sponsor's pixel URL from the office (or null). */
export function trackingTargets(pixelUrl: string | null): TrackingTargets {
  const settings = trackingSettings({
    PUBLIC_MODE: env.PUBLIC_MODE,
    PUBLIC_TRACKING_PIXEL_ORIGINS: env.PUBLIC_TRACKING_PIXEL_ORIGINS,
    PUBLIC_FRANCHISE_SHARE_URL: env.PUBLIC_FRANCHISE_SHARE_URL,
    PUBLIC_AFFILIATE_TRACKER_URL: env.PUBLIC_AFFILIATE_TRACKER_URL,
    PUBLIC_AFFILIATE_TRACKER_AID: env.PUBLIC_AFFILIATE_TRACKER_AID,
  });
  return { ...settings, pixelUrl, ownOrigin: localOrigin(), companyAid: env.PUBLIC_COMPANY_AID };
}

/**
 * Sends `context`'s event and returns what was sent: nothing when the browser sends Global Privacy Control.
 *
 * @example await sendTrackingEvent({ event: 'lead', aid: '777', subdomain: 'marina', buyer: null }, null) // [franchise share, affiliate tracker]
 */
export async function sendTrackingEvent(context: TrackingContext, pixelUrl: string | null): Promise<TrackingRequest[]> {
  if (!trackingAllowed()) return [];
  const requests = trackingRequests(context, trackingTargets(pixelUrl));
  await sendTrackingRequests(requests, transport);
  return requests;
}
