import { describe, expect, it } from 'vitest';
import { afterPaymentRedirect, type AfterPaymentInput } from '~/domain/after-payment-redirect';
import { decodeUrlAfterPayment, readCheckoutOptions } from '~/domain/flow-params';
import type { RedirectPolicy } from '~/domain/safe-redirect';

// DESIGN.md "Security" (overrides the spec): url-after-payment, read from the query with "|" for "/" (part 2 §2), is
// followed only when it is https on an allow-listed origin without user-info; every other value ends at the office
// with the sponsor's aid and sd (part 2 §4.5 rule 7). Each value below is the raw query value a link could carry.
const policy: RedirectPolicy = {
  allowedOrigins: ['https://office.example.com', 'https://www.example.com'],
  officeUrl: 'https://office.example.com',
  sandboxOrigin: null,
};
const pages = {
  wordpressCloudCreationUrl: 'https://office.example.com/wordpress/cloud/create',
  buyDomainUrl: 'https://office.example.com/domains/buy',
  cheetahBuilderUrl: 'https://office.example.com/cheetah/builder',
};
const OFFICE = 'https://office.example.com/?aid=77&sd=loja';

function targetFor(rawQueryValue: string, overrides: Partial<AfterPaymentInput> = {}, redirectPolicy: RedirectPolicy = policy): string {
  const options = readCheckoutOptions(new URLSearchParams({ 'url-after-payment': rawQueryValue }));
  const input: AfterPaymentInput = {
    method: 'creditCard',
    copBankUrl: null,
    wpUpgradeTrial: false,
    storedRedirect: null,
    goToPurchaseDomain: false,
    returnCheetah: false,
    slug: 'advanced-plan',
    urlAfterPayment: options.urlAfterPayment,
    productRedirect: null,
    user: { id: '501', hash: 'h4sh' },
    sponsor: { aid: '77', sd: 'loja' },
    ...overrides,
  };
  return afterPaymentRedirect(input, pages, redirectPolicy, []).url;
}

describe('hostile url-after-payment values end at the office (DESIGN.md "Security", part 2 §2, §4.5)', () => {
  it.each([
    ['another https origin', 'https:||evil.example.net|steal'],
    ['a look-alike suffix of an allowed host', 'https:||office.example.com.evil.net|'],
    ['a look-alike prefix', 'https:||evil-office.example.com|'],
    ['an allowed host as user-info', 'https:||office.example.com@evil.example.net|'],
    ['user and password on an allowed host', 'https:||user:pw@office.example.com|'],
    ['http on an allowed host', 'http:||office.example.com|thanks'],
    ['another port on an allowed host', 'https:||office.example.com:8443|'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in mixed case with spaces', '  JaVaScRiPt:alert(1)'],
    ['javascript: with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a protocol-relative URL spelled with pipes', '||evil.example.net|x'],
    ['a backslash protocol-relative URL', '\\\\evil.example.net\\x'],
    ['a relative path', '|office|thanks'],
    ['a bare host without a scheme', 'evil.example.net|x'],
    ['file:', 'file:|||etc|passwd'],
    ['ftp: on an allowed host', 'ftp:||office.example.com|'],
    ['an IP address', 'https:||203.0.113.7|'],
    ['localhost outside the sandbox', 'http:||localhost:4321|'],
    ['an encoded scheme', 'https%3A%2F%2Fevil.example.net'],
    ['a punycode look-alike of an allowed host', 'https:||xn--ffice-gva.example.com|'],
    ['only pipes', '||||'],
    ['blank', '   '],
  ])('%s', (_name, raw) => {
    expect(targetFor(raw)).toBe(OFFICE);
  });

  it('part 2 §2: an allowed target spelled with pipes is followed, with aid and sd', () => {
    expect(decodeUrlAfterPayment('https:||www.example.com|obrigado')).toBe('https://www.example.com/obrigado');
    expect(targetFor('https:||www.example.com|obrigado')).toBe('https://www.example.com/obrigado?aid=77&sd=loja');
  });

  it('part 2 §4.5 rule 3: a hostile stored redirect also ends at the office, even with a good url-after-payment', () => {
    expect(targetFor('https:||www.example.com|obrigado', { storedRedirect: 'https://evil.example.net/' })).toBe('https://office.example.com');
  });
});

/*
 * The values the browser journeys once sent through a whole checkout, each exactly as a link would carry it ("|" for
 * "/"), under both policies: a live build's, and the sandbox build's, which also accepts its own local origin (the
 * browser suite serves it on 127.0.0.1). tests/e2e/checkout/after-payment-redirects.spec.ts keeps one journey per
 * language showing a hostile value ending at the office and a good one at its target.
 */
const SANDBOX_POLICY: RedirectPolicy = { ...policy, sandboxOrigin: 'http://127.0.0.1:4329' };

describe('the hostile values of the browser journeys end at the office, live and in the sandbox (DESIGN.md "Security")', () => {
  const values = [
    'https:||evil.example.net|x',
    'http:||www.example.com|x',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(document.cookie)',
    'data:text|html,<script>alert(1)<|script>',
    '||evil.example.net|x',
    '|||evil.example.net',
    'https:||www.example.com.evil.example.net|',
    'https:||www.example.com@evil.example.net|',
    'https:||evil.example.net?next=https:||www.example.com',
    'https:||evil.example.net#https:||www.example.com',
    'https:||office.example.com.evil.example.net|',
    'https:||evil.example.net\\@www.example.com|',
    '\\\\evil.example.net|x',
    'https:|\\evil.example.net',
    'vbscript:msgbox(1)',
    'file:|||etc|passwd',
    'ftp:||www.example.com|x',
    'https:||www.ex\u0430mple.com|x', // a Cyrillic "а" in the allowed host
    'https:||xn--exmple-cua.com|x',
    'https:||www.example.com:8443|x',
    'https:||127.0.0.1|x',
    'https:||[::1]|x',
    'https:||evil.example.net%2F%2Fwww.example.com',
  ];

  it('the list holds the 24 values', () => {
    expect(new Set(values).size).toBe(24);
  });

  it.each(values.map((raw) => [JSON.stringify(raw), raw]))('%s', (_name, raw) => {
    expect(targetFor(raw)).toBe(OFFICE);
    expect(targetFor(raw, {}, SANDBOX_POLICY)).toBe(OFFICE);
  });

  it('the sandbox policy still follows a good value and its own origin (the checks above are not refusing everything)', () => {
    expect(targetFor('https:||www.example.com|welcome', {}, SANDBOX_POLICY)).toBe('https://www.example.com/welcome?aid=77&sd=loja');
    expect(targetFor('http:||127.0.0.1:4329|done', {}, SANDBOX_POLICY)).toBe('http://127.0.0.1:4329/done?aid=77&sd=loja');
  });
});
