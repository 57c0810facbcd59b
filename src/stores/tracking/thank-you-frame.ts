import { localOrigin } from '~/api/endpoints';
import { getThankYouPage } from '~/api/tracking/thank-you-page';
import { env } from '~/config/env';
import { buildPurchasePixelSettings } from './pixel-settings';
import { thankYouFrameUrl } from '~/domain/purchase-tracking';

/*
 * The sponsor's thank-you page on step 3 (part 2 §7 "custom thank-you page (is_default, aid, subdomain) returns url
 * with fallback to default"; decision 035): the page the sponsor's own funnel tracking lives on, loaded in a hidden,
 * sandboxed frame (scripts, no same-origin access, no referrer) when its origin is allowed.
 */

export const THANK_YOU_FRAME_ID = 'tracking-thank-you-page';

/**
 * The sponsor's custom page; when that lookup fails or names no page, the default page (`is_default`); else null.
 * Failures are swallowed (part 1 §8 "custom thank-you ... swallowed").
 *
 * @example await thankYouPage('777', 'marina') // '/sandbox/thank-you.html?sponsor=marina' in the sandbox
 */
export async function thankYouPage(aid: string, subdomain: string | null): Promise<string | null> {
  const custom = await getThankYouPage({ isDefault: false, aid, subdomain }).catch(() => null);
  return custom ?? (await getThankYouPage({ isDefault: true, aid, subdomain }).catch(() => null));
}

/** Frames `url` once, hidden, when the configuration allows its origin; returns the framed URL or null. */
export function frameThankYouPage(url: string | null, doc: Document = document): string | null {
  const settings = buildPurchasePixelSettings();
  const src = thankYouFrameUrl(url, { origins: settings.thankYouOrigins, ownOrigin: localOrigin(), ownOriginAllowed: settings.thankYouOnOwnOrigin });
  if (!src || doc.getElementById(THANK_YOU_FRAME_ID)) return null;
  const frame = doc.createElement('iframe');
  frame.id = THANK_YOU_FRAME_ID;
  frame.src = src;
  frame.hidden = true;
  frame.title = 'tracking';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.referrerPolicy = 'no-referrer';
  doc.body.append(frame);
  return src;
}
