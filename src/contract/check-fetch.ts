/*
 * The fetch the conformance check gives the checkout's client code (src/contract/check.ts): it behaves as the page's
 * browser would towards the backend. It sends the site's `Origin`, keeps the cookies a backend sets (by host, the way a
 * browser scopes them without a Domain attribute, or by the Domain it names) and sends them back, and notes every
 * answer's CORS headers, so the check can say whether a browser on the site's origin could have read it.
 */

/** One answer the backend gave, and the CORS headers it came with. */
export interface SeenAnswer {
  method: string;
  url: string;
  status: number;
  allowOrigin: string | null;
  allowCredentials: string | null;
}

interface StoredCookie {
  name: string;
  value: string;
  /** The host it was set by, or the Domain it names (leading dot removed). */
  domain: string;
  hostOnly: boolean;
}

function parseSetCookie(header: string, host: string): StoredCookie | null {
  const [pair, ...attributes] = header.split(';');
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator <= 0) return null;
  const domainAttribute = attributes.map((a) => a.trim()).find((a) => /^domain=/i.test(a));
  const domain = domainAttribute ? domainAttribute.slice(7).replace(/^\./, '').toLowerCase() : host;
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), domain, hostOnly: !domainAttribute };
}

function sentTo(cookie: StoredCookie, host: string): boolean {
  return cookie.hostOnly ? cookie.domain === host : host === cookie.domain || host.endsWith(`.${cookie.domain}`);
}

/** A fetch acting for a page on `origin`, and what it saw. Example: browserLikeFetch('https://www.example.com'). */
export function browserLikeFetch(origin: string, inner: typeof fetch = globalThis.fetch) {
  const cookies: StoredCookie[] = [];
  const seen: SeenAnswer[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set('origin', origin);
    const jar = cookies.filter((cookie) => sentTo(cookie, url.hostname));
    if (jar.length > 0) headers.set('cookie', jar.map((c) => `${c.name}=${c.value}`).join('; '));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await inner(url.href, { method: request.method, headers, body, signal: init?.signal ?? null, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, url.hostname);
      if (!cookie) continue;
      const at = cookies.findIndex((c) => c.name === cookie.name && c.domain === cookie.domain);
      if (at >= 0) cookies.splice(at, 1);
      cookies.push(cookie);
    }
    seen.push({
      method: request.method, url: url.href, status: response.status,
      allowOrigin: response.headers.get('access-control-allow-origin'), allowCredentials: response.headers.get('access-control-allow-credentials'),
    });
    return response;
  };
  return { fetch: wrapped, seen };
}

/** Whether a browser on `origin` may read an answer sent with the session cookie (credentialed CORS). */
export function readableWithCredentials(answer: SeenAnswer, origin: string): boolean {
  return answer.allowOrigin === origin && answer.allowCredentials === 'true';
}
