// The live site at its own hosts: the built site at https://www.example.com and the fake offices at the live API
// origins (tests/setup/live-env.ts), each behind an HTTP/2 front that Chromium reaches through --host-resolver-rules.
// No Playwright routing: routing in Chromium turns the HTTP cache off, so a "repeat" visit would load every file again,
// and the DevTools network throttling then holds back the API answers like any other response.
import { LIVE_ENV } from '../../tests/setup/live-env.ts';
import { http2Front } from './sites.mjs';

/** The live origins the bench answers: the site (PUBLIC_SITE_URL) and the two API bases. */
export const LIVE_ORIGINS = { site: LIVE_ENV.PUBLIC_SITE_URL, office: LIVE_ENV.PUBLIC_OFFICE_API_URL, gateway: LIVE_ENV.PUBLIC_GATEWAY_API_URL };
/** Their host names, for the certificate's subjectAltName. */
export const LIVE_HOSTS = Object.values(LIVE_ORIGINS).map((origin) => new URL(origin).hostname);

/**
 * Chromium's --host-resolver-rules for `ports` (host -> local port of its front): every other host name fails at
 * once (a request the bench did not expect is a failed request, listed, not a wait on a real network).
 * Example: hostResolverRules({ 'www.example.com': 8443 }) === 'MAP www.example.com 127.0.0.1:8443, EXCLUDE 127.0.0.1, MAP * ~NOTFOUND'.
 * @param {Record<string, number>} ports
 */
export function hostResolverRules(ports) {
  const maps = Object.entries(ports).map(([host, port]) => `MAP ${host} 127.0.0.1:${port}`);
  return [...maps, 'EXCLUDE 127.0.0.1', 'MAP * ~NOTFOUND'].join(', ');
}

/**
 * Starts the three fronts (site: `liveBase`, served by scripts/serve.mjs; office and gateway: the fake offices,
 * with production's CORS for a credentialed call) over `tls`, whose certificate covers LIVE_HOSTS.
 * Resolves with the site's origin, the Chromium flag that maps the hosts, the API fronts' counts and `close()`.
 * @param {string} liveBase @param {{ servers: Record<string, { url: string }> }} offices @param {{ key: Buffer, cert: Buffer }} tls
 */
export async function startLiveFronts(liveBase, offices, tls) {
  const site = await http2Front(liveBase, tls);
  const office = await http2Front(offices.servers.office.url, tls, { cors: true });
  const gateway = await http2Front(offices.servers.gateway.url, tls, { cors: true });
  const host = (origin) => new URL(origin).hostname;
  const ports = { [host(LIVE_ORIGINS.site)]: site.port, [host(LIVE_ORIGINS.office)]: office.port, [host(LIVE_ORIGINS.gateway)]: gateway.port };
  return {
    base: LIVE_ORIGINS.site.replace(/\/+$/, ''),
    flag: `--host-resolver-rules=${hostResolverRules(ports)}`,
    api: { office: office.counts, gateway: gateway.counts },
    close: async () => {
      for (const front of [site, office, gateway]) await front.close();
    },
  };
}
