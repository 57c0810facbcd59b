import type { APIRoute } from 'astro';
import { sitemapXml } from '~/components/seo/sitemap';
import { env } from '~/config/env';

/** The sitemap, pre-rendered from the localized routes on the configured site address (SEO). */
export const GET: APIRoute = () =>
  new Response(sitemapXml(env.PUBLIC_SITE_URL), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
