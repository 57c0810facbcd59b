import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { parentPixelPayloadSchema } from '~/api/tracking/parent-pixel';
import { DEFAULT_THANK_YOU_URL, sandboxParentPixels, sandboxPixelFunnels, sandboxThankYouPages } from '~/sandbox/fixtures/tracking';
import { sandboxAccountByUserId } from './account-lookup';
import { readForm } from './read-body';

const missingAid = () => HttpResponse.json({ error: 'invalid_payload', issues: [{ path: 'aid', message: 'required' }] }, { status: 400 });

export const trackingHandlers = [
  http.get(apiUrl('office', '/br/office/get-funnel-complements'), ({ request }) => {
    const aid = new URL(request.url).searchParams.get('aid');
    if (!aid) return missingAid();
    return HttpResponse.json({ data: sandboxPixelFunnels[aid] ?? { pixels: [], funnels_domain: null, tracking_pixel_url: null } });
  }),

  http.post(apiUrl('office', '/br/office/parent-pixel'), async ({ request }) => {
    const body = await readForm(request, parentPixelPayloadSchema);
    if (!body.ok) return body.response;
    const aid = sandboxAccountByUserId(body.data.user_id)?.parent?.aid;
    const pixels = aid === undefined ? undefined : sandboxParentPixels[String(aid)];
    return HttpResponse.json(pixels ? { success: true, data: pixels } : { success: false, data: null });
  }),

  // The sponsor's custom page, falling back to the default one, as the office does.
  http.get(apiUrl('office', '/br/office/get-thank-you-page'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const aid = query.get('aid');
    if (!aid) return missingAid();
    const custom = query.get('is_default') === '1' ? undefined : sandboxThankYouPages[aid];
    return HttpResponse.json({ url: custom ?? DEFAULT_THANK_YOU_URL });
  }),
];
