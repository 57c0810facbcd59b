import { getParentPixels } from '~/api/tracking/parent-pixel';
import { getPixelFunnel } from '~/api/tracking/pixel-funnel';
import { env } from '~/config/env';
import { buildPurchasePixelSettings } from './pixel-settings';
import { purchaseEvent, purchasePixelIds, purchaseTrackingSkipped, type PurchaseEvent, type PurchasePixelIds } from '~/domain/purchase-tracking';
import type { TrackedBuyer, TrackingRequest } from '~/domain/tracking-events';
import type { PaymentResult } from '../checkout/payment-result';
import { $aid, $options, $sponsor, $user } from '../checkout/session';
import { trackingAllowed } from './privacy-gate';
import { sendTrackingEvent } from './send-events';
import { frameThankYouPage, thankYouPage } from './thank-you-frame';
import { fireAnalytics, fireFacebook, fireTagManager } from './vendor-pixels';

/*
 * Step 3's tracking (part 2 §4.5 "Tracking", §7, §9; decision 035). Loaded by step 3 alone (a dynamic import), once
 * per payment result. Reuses registration tracking's gate, targets and payload rules (decision 029) for the funnel
 * pixel, the franchise share and the affiliate tracker, and adds the sponsor's Facebook, GA4 and tag manager pixels
 * and the thank-you page.
 */

/** What step 3 sent, for tests and the sandbox. */
export interface PurchaseTrackingReport {
  event: PurchaseEvent;
  requests: TrackingRequest[];
  pixels: PurchasePixelIds;
  thankYouPage: string | null;
  /** Settles when the delayed pixels are done (the tag manager after 4 s; the Facebook pixel after its retries). */
  vendors: Promise<{ facebook: boolean; analytics: boolean; tagManager: boolean }>;
}

/** The buyer as tracking may name them: only a logged-in buyer (part 2 §6). */
function trackedBuyer(): TrackedBuyer | null {
  const user = $user.get();
  return user ? { id: user.user_identifier, name: user.name, email: user.email } : null;
}

/**
 * Tracks the purchase (a paid method) or the lead (a method paid later) of `result`; `null` is the test visit's
 * confirmation (no payment), tracked as a purchase only with `testPixel`. Returns null when nothing is sent: Global
 * Privacy Control, or the skip flag (or the test visit) without `testPixel`. Failures are swallowed.
 *
 * @example const report = await trackPurchase({ method: 'creditCard', kind: 'paid', gatewayIdentifier: null, artifact: null });
 */
export async function trackPurchase(result: PaymentResult | null): Promise<PurchaseTrackingReport | null> {
  if (!trackingAllowed()) return null;
  const options = $options.get();
  // No result: step 3 opened by the test visit (part 2 §2), which counts as the skip flag.
  const jumped = result === null;
  if (purchaseTrackingSkipped({ skipStepConfirmation: (options?.skipStepConfirmation ?? false) || jumped, testPixel: options?.testPixel ?? false })) return null;

  const event = purchaseEvent(result?.kind ?? 'paid');
  const aid = $aid.get();
  const subdomain = $sponsor.get()?.subdomain ?? null;
  const buyer = trackedBuyer();
  const [funnel, parent, page] = await Promise.all([
    getPixelFunnel({ aid, subdomain }).catch(() => null),
    buyer && /^\d+$/.test(buyer.id) ? getParentPixels({ event, user_id: Number(buyer.id) }).catch(() => null) : null,
    thankYouPage(aid, subdomain),
  ]);
  const requests = await sendTrackingEvent({ event, aid, subdomain, buyer }, funnel?.tracking_pixel_url ?? null).catch(() => []);
  const pixels = purchasePixelIds(funnel?.pixels ?? [], parent);
  const settings = buildPurchasePixelSettings();
  const vendors = Promise.all([
    fireFacebook(pixels.facebook, event, buyer, settings.facebookScriptUrl).catch(() => false),
    fireAnalytics(pixels.analytics, event, settings.analyticsTagUrl).catch(() => false),
    fireTagManager(pixels.tagManager, event, settings.tagManagerUrl).catch(() => false),
  ]).then(([facebook, analytics, tagManager]) => ({ facebook, analytics, tagManager }));
  return { event, requests, pixels, thankYouPage: frameThankYouPage(page), vendors };
}
