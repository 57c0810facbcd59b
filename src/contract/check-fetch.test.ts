import { describe, expect, it } from 'vitest';
import { browserLikeFetch, readableWithCredentials } from './check-fetch';

const ORIGIN = 'https://www.example.com';

/** A backend that answers each request with `answer(request)` and keeps what it was sent. */
function backend(answer: (request: Request) => Response) {
  const sent: Request[] = [];
  const inner = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return answer(request);
  }) as typeof fetch;
  return { inner, sent };
}

describe('the conformance check acts as the page\'s browser (src/contract/check-fetch.ts)', () => {
  it('sends the site origin, keeps a host-only cookie for its host and sends it back, never to another host', async () => {
    const office = backend((request) => new Response('{}', { headers: request.url.endsWith('/login') ? { 'set-cookie': 'session=abc; Path=/; HttpOnly' } : {} }));
    const { fetch } = browserLikeFetch(ORIGIN, office.inner);
    await fetch('https://office.example.com/login', { method: 'POST', body: 'email=a' });
    await fetch('https://office.example.com/login-status');
    await fetch('https://gateway.example.com/user/token-checkout', { method: 'POST', body: '{}' });
    expect(office.sent.map((r) => [new URL(r.url).hostname, r.headers.get('origin'), r.headers.get('cookie')])).toEqual([
      ['office.example.com', ORIGIN, null],
      ['office.example.com', ORIGIN, 'session=abc'],
      ['gateway.example.com', ORIGIN, null],
    ]);
  });

  it('sends a cookie set for a parent Domain to every host under it, and a newer value replaces the older', async () => {
    let n = 0;
    const api = backend(() => new Response('{}', { headers: { 'set-cookie': `s=${++n}; Domain=.example.com` } }));
    const { fetch } = browserLikeFetch(ORIGIN, api.inner);
    await fetch('https://office.example.com/a');
    await fetch('https://gateway.example.com/b');
    expect(api.sent.map((r) => r.headers.get('cookie'))).toEqual([null, 's=1']);
  });

  it('notes whether a page on the origin could read each answer with credentials', async () => {
    const api = backend((request) => new Response('{}', {
      headers: request.url.endsWith('/open') ? { 'access-control-allow-origin': '*' } : { 'access-control-allow-origin': ORIGIN, 'access-control-allow-credentials': 'true' },
    }));
    const { fetch, seen } = browserLikeFetch(ORIGIN, api.inner);
    await fetch('https://office.example.com/ok');
    await fetch('https://office.example.com/open');
    expect(seen.map((answer) => readableWithCredentials(answer, ORIGIN))).toEqual([true, false]);
  });
});
