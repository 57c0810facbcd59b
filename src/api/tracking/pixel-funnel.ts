import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';

/** One tracking pixel of the sponsor's funnel (part 2 §3 "Pixel configuration"). */
export const funnelPixelSchema = z.object({
  type: nonEmptyText,
  id: z.union([nonEmptyText, z.pipe(z.number(), z.transform(String))]),
  /** The office may send a server-side token with a pixel; we never store it. */
  access_token: nullByDefault(z.string()),
});

export const pixelFunnelSchema = z.object({
  data: z.object({
    pixels: z._default(z.array(funnelPixelSchema), []),
    funnels_domain: nullByDefault(z.string()),
    tracking_pixel_url: nullByDefault(z.string()),
  }),
});

export type FunnelPixel = z.output<typeof funnelPixelSchema>;
export type PixelFunnel = z.output<typeof pixelFunnelSchema>['data'];

export interface PixelFunnelQuery {
  aid: string;
  /** The sponsor's subdomain (`sd` from the URL), when known. */
  subdomain?: string | null;
}

/**
 * Part 1 §7 "GET /br/office/get-funnel-complements (aid, subdomain) and pixel-funnel" and part 2 §7
 * "pixel funnel (aid, subdomain)": one call, whose answer is the pixel-funnel configuration.
 *
 * @example (await getPixelFunnel({ aid: '777' })).pixels[0] // { type: 'facebook', id: '777000111222', access_token: null }
 */
export async function getPixelFunnel(query: PixelFunnelQuery, signal?: AbortSignal): Promise<PixelFunnel> {
  const body = await request({
    call: 'getPixelFunnel',
    base: 'office',
    method: 'GET',
    path: '/br/office/get-funnel-complements',
    query: { aid: query.aid, subdomain: query.subdomain ?? undefined },
    schema: pixelFunnelSchema,
    signal,
  });
  return body.data;
}
