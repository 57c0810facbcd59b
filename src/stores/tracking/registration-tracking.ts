import { getPixelFunnel } from '~/api/tracking/pixel-funnel';
import { REGISTRATION_EVENT, trackingEventName, type TrackedBuyer } from '~/domain/tracking-events';
import type { TrackingRequest } from '~/domain/tracking-events';
import { $aid, $options, $sponsor } from '../checkout/session';
import { trackingAllowed } from './privacy-gate';
import { sendTrackingEvent } from './send-events';

/*
 * Registration tracking (part 1 §7 "Ancillary"; decision 029): after the account is created, the lead event goes to
 * the sponsor's funnel-continue pixel, the franchise share image and the affiliate-conversion tracker. Loaded by
 * Verificação only once an account was created, never with step 1's start.
 */

/**
 * Tracks a sign-up. The new account is logged in by its creation (part 1 §4), so the event names it (part 2 §6).
 * With Global Privacy Control nothing is sent, not even the pixel-funnel lookup. Failures are swallowed.
 *
 * @example await trackRegistration({ id: '9001', name: 'Nova Pessoa', email: 'nova@sandbox.test' }) // the requests sent
 */
export async function trackRegistration(account: TrackedBuyer): Promise<TrackingRequest[]> {
  if (!trackingAllowed()) return [];
  const aid = $aid.get();
  const subdomain = $sponsor.get()?.subdomain ?? null;
  const funnel = await getPixelFunnel({ aid, subdomain }).catch(() => null);
  const event = trackingEventName($options.get()?.pixelEvent, REGISTRATION_EVENT);
  return sendTrackingEvent({ event, aid, subdomain, buyer: account }, funnel?.tracking_pixel_url ?? null).catch(() => []);
}
