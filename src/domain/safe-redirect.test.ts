import { describe, expect, it } from 'vitest';
import { checkRedirect, safeRedirect, safeRedirectWith, type RedirectPolicy, type RedirectRefusal } from '~/domain/safe-redirect';

const policy: RedirectPolicy = {
  allowedOrigins: ['https://office.example.com', 'HTTPS://Shop.Example.com:443/'],
  officeUrl: 'https://office.example.com/office',
  sandboxOrigin: null,
};
const sandbox: RedirectPolicy = { ...policy, sandboxOrigin: 'http://localhost:4321' };

describe('safeRedirect', () => {
  it.each<[string, string | null, RedirectPolicy, string]>([
    ['DESIGN.md Security: an allow-listed https target is kept', 'https://office.example.com/thanks?x=1', policy, 'https://office.example.com/thanks?x=1'],
    ['DESIGN.md Security: allow-list entries are compared as origins', 'https://shop.example.com/a', policy, 'https://shop.example.com/a'],
    ['DESIGN.md Security: http is refused', 'http://office.example.com/thanks', policy, policy.officeUrl],
    ['DESIGN.md Security: another origin is refused', 'https://evil.example.net/', policy, policy.officeUrl],
    ['DESIGN.md Security: a look-alike suffix is refused', 'https://office.example.com.evil.net/', policy, policy.officeUrl],
    ['DESIGN.md Security: another port is refused', 'https://office.example.com:8443/', policy, policy.officeUrl],
    ['DESIGN.md Security: user-info is refused', 'https://office.example.com@evil.example.net/', policy, policy.officeUrl],
    ['DESIGN.md Security: user-info on an allowed host is refused', 'https://user:pw@office.example.com/', policy, policy.officeUrl],
    ['DESIGN.md Security: javascript: is refused', 'javascript:alert(1)', policy, policy.officeUrl],
    ['DESIGN.md Security: data: is refused', 'data:text/html,<b>x</b>', policy, policy.officeUrl],
    ['DESIGN.md Security: a protocol-relative target is refused', '//evil.example.net/', policy, policy.officeUrl],
    ['DESIGN.md Security: a relative path is refused', '/thanks', policy, policy.officeUrl],
    ['DESIGN.md Security: an empty target falls back to the office', '', policy, policy.officeUrl],
    ['DESIGN.md Security: a missing target falls back to the office', null, policy, policy.officeUrl],
    ['DESIGN.md Security: the local origin is accepted in sandbox', 'http://localhost:4321/payment/x', sandbox, 'http://localhost:4321/payment/x'],
    ['DESIGN.md Security: the local origin is refused outside sandbox', 'http://localhost:4321/payment/x', policy, policy.officeUrl],
    ['DESIGN.md Security: another local port is refused in sandbox', 'http://localhost:9999/', sandbox, policy.officeUrl],
  ])('%s', (_, target, given, expected) => {
    expect(safeRedirect(target, given)).toBe(expected);
  });
});

describe('checkRedirect', () => {
  it.each<[string, string, RedirectRefusal]>([
    ['DESIGN.md Security: unparsable targets are named', 'not a url', 'unparsable'],
    ['DESIGN.md Security: wrong protocols are named', 'ftp://office.example.com/', 'protocol'],
    ['DESIGN.md Security: user-info is named', 'https://a@office.example.com/', 'user_info'],
    ['DESIGN.md Security: unknown origins are named', 'https://evil.example.net/', 'origin'],
  ])('%s', (_, target, refusal) => {
    expect(checkRedirect(target, policy)).toEqual({ ok: false, refusal });
  });
});

describe('safeRedirectWith', () => {
  it.each<[string, string | null, Record<string, string | null>, string]>([
    ['part 2 §4.5: adds parameters to an allowed target', 'https://shop.example.com/a?b=1', { aid: '7', sd: 'x' }, 'https://shop.example.com/a?b=1&aid=7&sd=x'],
    ['part 2 §4.5: skips null parameters', 'https://shop.example.com/a', { aid: '7', sd: null }, 'https://shop.example.com/a?aid=7'],
    ['part 2 §4.5: encodes values', 'https://shop.example.com/a', { hash: 'a b&c' }, 'https://shop.example.com/a?hash=a+b%26c'],
    ['DESIGN.md Security: a refused target becomes the office with the parameters', 'https://evil.example.net/', { aid: '7' }, 'https://office.example.com/office?aid=7'],
  ])('%s', (_, target, params, expected) => {
    expect(safeRedirectWith(target, params, policy)).toBe(expected);
  });
});
