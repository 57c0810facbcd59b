/**
 * Stand-in for `tldts` in sandbox builds (astro.config.mjs aliases it; decision 008). msw's cookie store uses
 * tough-cookie, which asks tldts for a cookie domain's registrable domain; tldts carries the whole public-suffix
 * list (~95 KB gzipped, more than half of the sandbox's start-up chunk), which the sandbox never needs: its cookies
 * belong to the page's own host (localhost, 127.0.0.1 or a preview host). Here the registrable domain is the last
 * two labels, and IP addresses and single labels have none, as in tldts. Never used by a live build (no msw there).
 * @example getDomain('shop.example.com') === 'example.com'; getDomain('127.0.0.1') === null
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
