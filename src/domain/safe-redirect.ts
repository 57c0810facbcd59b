/**
 * Redirect safety (DESIGN.md "Security", which overrides the spec here): every redirect target is parsed with
 * `new URL()`, must be https: (or the local origin in sandbox), carry no user-info and match an allow-listed
 * origin exactly; anything else falls back to the office.
 */

export interface RedirectPolicy {
  /** Origins a redirect may go to, e.g. 'https://office.example.com'; from configuration. */
  allowedOrigins: readonly string[];
  /** Where a refused target goes instead; from configuration and trusted as is. */
  officeUrl: string;
  /** The local origin (e.g. 'http://localhost:4321') accepted in sandbox mode only; null in live builds. */
  sandboxOrigin: string | null;
}

export type RedirectRefusal = 'missing' | 'unparsable' | 'protocol' | 'user_info' | 'origin';

export type RedirectCheck = { ok: true; url: URL } | { ok: false; refusal: RedirectRefusal };

/** Normalises a configured origin the way URL does ('HTTPS://A.example:443/' -> 'https://a.example'). */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Checks one redirect target against the policy. Relative targets are refused: a target must name its origin.
 * Example: checkRedirect('https://user@office.example.com/', policy) -> { ok: false, refusal: 'user_info' }.
 */
export function checkRedirect(target: string | null | undefined, policy: RedirectPolicy): RedirectCheck {
  if (target === null || target === undefined || target.trim() === '') return { ok: false, refusal: 'missing' };
  let url: URL;
  try {
    url = new URL(target.trim());
  } catch {
    return { ok: false, refusal: 'unparsable' };
  }
  const sandboxOrigin = policy.sandboxOrigin === null ? null : originOf(policy.sandboxOrigin);
  const isSandboxOrigin = sandboxOrigin !== null && url.origin === sandboxOrigin;
  if (url.protocol !== 'https:' && !isSandboxOrigin) return { ok: false, refusal: 'protocol' };
  if (url.username !== '' || url.password !== '') return { ok: false, refusal: 'user_info' };
  if (isSandboxOrigin) return { ok: true, url };
  const allowed = policy.allowedOrigins.some((origin) => originOf(origin) === url.origin);
  return allowed ? { ok: true, url } : { ok: false, refusal: 'origin' };
}

/**
 * The target as an absolute URL string when it passes checkRedirect, else the office URL.
 * Example: safeRedirect('javascript:alert(1)', policy) === policy.officeUrl.
 */
export function safeRedirect(target: string | null | undefined, policy: RedirectPolicy): string {
  const check = checkRedirect(target, policy);
  return check.ok ? check.url.href : policy.officeUrl;
}

/**
 * Like safeRedirect, then sets query parameters (null values are skipped) on the resulting URL,
 * the office fallback included. Example: safeRedirectWith('https://office.example.com/', { aid: '7' }, policy)
 * === 'https://office.example.com/?aid=7'.
 */
export function safeRedirectWith(
  target: string | null | undefined,
  params: Readonly<Record<string, string | null>>,
  policy: RedirectPolicy,
): string {
  const url = new URL(safeRedirect(target, policy));
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
