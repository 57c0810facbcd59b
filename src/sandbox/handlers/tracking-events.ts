import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';
import { recordTrackingEvent, type SandboxVendorTarget } from './tracking-events-store';
import { readForm } from './read-body';

/*
 * The tracking endpoints of a sandbox build (decision 029), on the site's own origin: the funnel-continue pixel (the
 * sandbox office's `tracking_pixel_url`), the franchise share image and the affiliate-conversion tracker. Each checks
 * what it receives (an event name and an aid at least) and records it (tracking-events-store.ts).
 */

/** The sandbox office's funnel-continue pixel path, given by the pixel funnel of a sponsor with a funnel. */
export const SANDBOX_FUNNEL_PIXEL_PATH = '/sandbox-api/tracking/funnel-continue';

const fieldsSchema = z.looseObject({ event: z.string().check(z.minLength(1)), aid: z.string().check(z.regex(/^\d+$/)) });

/** A 1×1 transparent GIF, the answer of a tracking image. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

const resolve = (url: string) => new URL(url, localOrigin()).href;

function image(target: 'funnel-pixel' | 'franchise-share', url: string) {
  return http.get(resolve(url), ({ request }) => {
    const fields = Object.fromEntries(new URL(request.url).searchParams);
    if (!fieldsSchema.safeParse(fields).success) return new HttpResponse(null, { status: 400 });
    recordTrackingEvent({ target, fields });
    return HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'content-type': 'image/gif' } });
  });
}

/** The beacon path of the sandbox's vendor scripts (facebook-pixel.js, analytics-tag.js, tag-manager.js). */
export const SANDBOX_VENDOR_BEACON_PATH = '/sandbox-api/tracking/vendor/';
const VENDORS: readonly SandboxVendorTarget[] = ['facebook', 'analytics', 'tag-manager'];
const vendorFieldsSchema = z.looseObject({ id: z.string().check(z.minLength(1)), event: z.string().check(z.minLength(1)) });

/** Step 3's vendor pixels (decision 035): each beacon names the pixel id and the event. */
const vendorBeacon = http.get(resolve(`${SANDBOX_VENDOR_BEACON_PATH}:vendor`), ({ request, params }) => {
  const vendor = VENDORS.find((v) => v === params.vendor);
  const fields = Object.fromEntries(new URL(request.url).searchParams);
  if (!vendor || !vendorFieldsSchema.safeParse(fields).success) return new HttpResponse(null, { status: 400 });
  recordTrackingEvent({ target: vendor, fields });
  return HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'content-type': 'image/gif' } });
});

export const trackingEventHandlers = [
  image('funnel-pixel', SANDBOX_FUNNEL_PIXEL_PATH),
  vendorBeacon,
  ...(env.PUBLIC_FRANCHISE_SHARE_URL ? [image('franchise-share', env.PUBLIC_FRANCHISE_SHARE_URL)] : []),
  ...(env.PUBLIC_AFFILIATE_TRACKER_URL
    ? [
        http.post(resolve(env.PUBLIC_AFFILIATE_TRACKER_URL), async ({ request }) => {
          const body = await readForm(request, fieldsSchema);
          if (!body.ok) return body.response;
          recordTrackingEvent({ target: 'affiliate-tracker', fields: body.data as Record<string, string> });
          return new HttpResponse(null, { status: 204 });
        }),
      ]
    : []),
];
