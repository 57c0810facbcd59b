import { getDomain as realGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

// The hosts a sandbox page runs on: the shim must agree with the real tldts on each (decision 008).
describe('tldts stand-in for the sandbox', () => {
  it.each(['localhost', '127.0.0.1', '::1', 'example.com', 'shop.example.com', 'preview.my-site.dev', 'a.b.c.example.org', 'LOCALHOST.', ''])(
    '%s: same registrable domain as tldts',
    (host) => {
      expect(getDomain(host)).toBe(realGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }));
    },
  );
});
