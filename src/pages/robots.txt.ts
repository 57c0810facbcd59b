import type { APIRoute } from 'astro';
import { robotsTxt } from '~/components/seo/sitemap';
import { env } from '~/config/env';

/** robots.txt, generated so that its Sitemap line is the absolute URL on PUBLIC_SITE_URL (SEO). */
export const GET: APIRoute = () => new Response(robotsTxt(env.PUBLIC_SITE_URL), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
