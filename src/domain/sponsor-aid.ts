/**
 * The referral account id (aid) and sponsor subdomain (sd) (part 1 §1, §2, §6).
 */

/** aid and sd travel into redirect URLs, so only plain identifiers are accepted. */
const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;

function cleanIdentifier(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return IDENTIFIER.test(trimmed) ? trimmed : null;
}

/**
 * Reads aid and sd from a URL hash such as '#aid=123&sd=shop' (part 1 §2: the hash may carry aid and sd).
 * Example: readHashReferral('#aid=123') -> { aid: '123', sd: null }.
 */
export function readHashReferral(hash: string): { aid: string | null; sd: string | null } {
  const params = new URLSearchParams(hash.replace(/^#\/?/, ''));
  return { aid: cleanIdentifier(params.get('aid')), sd: cleanIdentifier(params.get('sd')) };
}

export interface AidSources {
  fromUrl: string | null;
  fromHash: string | null;
  fromCookie: string | null;
  /** The logged-in user's parent aid, if any. */
  fromUserParent: string | null;
  /** The company account used for direct purchases; comes from configuration. */
  companyAid: string;
}

/**
 * The aid in force: URL first, then hash, cookie and the user's parent, else the company account
 * (part 1 §1 and §6). Malformed values are skipped rather than trusted.
 * Example: resolveAid({ fromUrl: null, fromHash: '7', fromCookie: '9', fromUserParent: null, companyAid: '1' }) === '7'.
 */
export function resolveAid(sources: AidSources): string {
  return (
    cleanIdentifier(sources.fromUrl) ??
    cleanIdentifier(sources.fromHash) ??
    cleanIdentifier(sources.fromCookie) ??
    cleanIdentifier(sources.fromUserParent) ??
    sources.companyAid
  );
}

/**
 * True when the sponsor block is shown: a sponsor exists and is not the company itself (part 1 §1).
 * Example: showsSponsor('1', '1') === false.
 */
export function showsSponsor(aid: string | null, companyAid: string): boolean {
  return aid !== null && aid !== companyAid;
}
