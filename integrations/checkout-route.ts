import type { AstroIntegration } from 'astro';

/**
 * `/payment/<slug>` is one static page (`/payment/index.html`) that reads the slug in the browser.
 * The CDN rewrites every `/payment/*` path to it (`public/_redirects`); this integration does the
 * same in `astro dev`, so the route works there too.
 */
export function checkoutRouteIntegration(): AstroIntegration {
  return {
    name: 'checkout-route',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, _res, next) => {
          const url = req.url ?? '';
          const match = /^\/payment\/[^/?#]+\/?(\?.*)?$/.exec(url);
          if (match) req.url = `/payment/${match[1] ?? ''}`;
          next();
        });
      },
    },
  };
}
