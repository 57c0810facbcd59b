/**
 * Campaign links (part 1 §1, §2; decision 042): the visit's purchase parameters travel into every checkout link
 * of a plans page, and the referral (aid) is kept in the first-party cookie the checkout reads (its sponsor phase:
 * URL, then hash, then cookie). It runs before any interaction on the plans pages (4 KB budget), so it imports
 * nothing the checkout shares: the hash and aid forms are those of ~/domain/sponsor-aid, held equal by the test.
 */

/**
 * Parameters the visit's address decides (its referral and campaign tags, part 1 §2): they replace the link's own.
 * Example: TRACKING.test('utm_source') === true.
 */
export const TRACKING = /^(aid|sd|taginternals|campaign|pgm|sales|utm_\w+)$/;
/** Parameters the link decides (the price list, the coupon the page checked): the visit's fills only a gap. */
export const IDENTITY = /^(country|coupon)$/;
/** A well-formed aid, as the checkout accepts it (sponsor-aid.ts). */
const AID = /^[\w-]{1,64}$/;

/**
 * A checkout link with the visit's parameters: tracking ones from the visit, `country` and `coupon` only where
 * the link has none; `period` and `lang` stay the link's (the page's toggles already follow `period=y`). A hash
 * naming aid or sd (part 1 §2: '#aid=7&sd=shop', '#/aid=7') goes along as it is, so the checkout ranks URL, hash
 * and cookie as on a direct visit.
 * Example: campaignHref('/payment/p?country=br', '?utm_source=news&country=pt', '#aid=7')
 *   === '/payment/p?country=br&utm_source=news#aid=7'.
 */
export function campaignHref(href: string, search: string, hash: string): string {
  const url = new URL(href, 'http://l'); // only the path and query are read back
  const own = url.searchParams;
  const visit = new URLSearchParams(search);
  for (const key of visit.keys()) {
    if (!TRACKING.test(key) && !(IDENTITY.test(key) && !own.has(key))) continue;
    own.delete(key);
    for (const value of visit.getAll(key)) own.append(key, value);
  }
  if (/^#\/?(.*&)?(aid|sd)=/.test(hash)) url.hash = hash;
  return url.pathname + url.search + url.hash;
}

/**
 * The visit's well-formed referral, URL before hash (part 1 §1), or undefined.
 * Example: referralAid('?aid=777', '#aid=5') === '777'; referralAid('?aid=<x>', '#/aid=5') === '5'.
 */
export function referralAid(search: string, hash: string): string | undefined {
  return [new URLSearchParams(search).get('aid'), new URLSearchParams(hash.replace(/^#\/?/, '')).get('aid')].find((aid) => aid && AID.test(aid)) ?? undefined;
}

/**
 * Rewrites the page's checkout links for the visit at `loc` and keeps its referral 30 days in the checkout's
 * `aid` cookie. Example: applyCampaign(document, location).
 */
export function applyCampaign(doc: Document, loc: Location): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href^="/payment/"]')) link.href = campaignHref(link.getAttribute('href')!, loc.search, loc.hash);
  const aid = referralAid(loc.search, loc.hash);
  if (aid) doc.cookie = `aid=${aid};path=/;max-age=2592000;samesite=lax${loc.protocol == 'https:' ? ';secure' : ''}`;
}
