import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getPixelFunnel } from './pixel-funnel';

const url = apiUrl('office', '/br/office/get-funnel-complements');

describe('getPixelFunnel (part 1 §7 get-funnel-complements, part 2 §7 pixel funnel)', () => {
  it.each([
    ['part 2 §3: a sponsor with a funnel domain and one pixel', '777', { pixels: [{ type: 'facebook', id: '777000111222', access_token: null }], funnels_domain: 'marina.example.com', tracking_pixel_url: '/sandbox-api/tracking/funnel-continue' }],
    ['part 2 §3: an aid without pixels', '888', { pixels: [], funnels_domain: null, tracking_pixel_url: null }],
  ])('%s', async (_name, aid, funnel) => {
    await expect(getPixelFunnel({ aid })).resolves.toEqual(funnel);
  });

  it('part 1 §7: sends aid and subdomain in the query', async () => {
    let query = '';
    sandboxServer.use(http.get(url, ({ request }) => ((query = new URL(request.url).search), HttpResponse.json({ data: {} }))));
    await expect(getPixelFunnel({ aid: '777', subdomain: 'marina' })).resolves.toEqual({ pixels: [], funnels_domain: null, tracking_pixel_url: null });
    expect(query).toBe('?aid=777&subdomain=marina');
  });

  it.each([
    ['a payload missing a field', { data: { pixels: [{ type: 'facebook' }] } }, 'data.pixels.0.id'],
    ['a wrong type', { data: { pixels: [], tracking_pixel_url: 5 } }, 'data.tracking_pixel_url'],
    ['no data at all', {}, 'data'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getPixelFunnel({ aid: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
