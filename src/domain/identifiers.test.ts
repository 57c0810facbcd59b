import { describe, expect, it } from 'vitest';
import { isSafeIdentifier, safeIdentifierOrNull, slugFromPaymentPath } from './identifiers';

describe('isSafeIdentifier (DESIGN.md "Security": URL values that become API path segments)', () => {
  it.each<[string, string, boolean]>([
    ['part 1 §2: a plan slug', 'premium-plus-plan', true],
    ['part 1 §2: a trial slug', 'premium-plus-plan-trial', true],
    ['part 2 §2: a domain order id', 'ORD-1001', true],
    ['part 2 §2: a WordPress cloud order id', 'wp-1001', true],
    ['part 2 §2: a template slug with an underscore', 'agency_pro', true],
    ['a dot inside a name', 'v1.2', true],
    ['128 characters', 'a'.repeat(128), true],
    ['a dot segment', '.', false],
    ['a double-dot segment', '..', false],
    ['a leading dot', '.hidden', false],
    ['a slash', 'a/b', false],
    ['a backslash', 'a\\b', false],
    ['a dot-dot walk', '../checkout', false],
    ['a percent-encoded dot segment', '%2e%2e', false],
    ['a query', 'a?b=1', false],
    ['a fragment', 'a#b', false],
    ['a space', 'a b', false],
    ['non-ASCII', 'plañ', false],
    ['empty', '', false],
    ['129 characters', 'a'.repeat(129), false],
  ])('%s: %s -> %s', (_name, value, expected) => {
    expect(isSafeIdentifier(value)).toBe(expected);
  });

  it('reads an unsafe or missing value as absent', () => {
    expect(safeIdentifierOrNull('..')).toBeNull();
    expect(safeIdentifierOrNull(null)).toBeNull();
    expect(safeIdentifierOrNull('ORD-1001')).toBe('ORD-1001');
  });
});

describe('slugFromPaymentPath (part 1 §2: /payment/{slug})', () => {
  it.each<[string, string, string]>([
    ['part 1 §2: a plan slug', '/payment/premium-plus-plan', 'premium-plus-plan'],
    ['part 1 §2: a trailing slash', '/payment/premium-plus-plan/', 'premium-plus-plan'],
    ['part 1 §2: an encoded slug is decoded', '/payment/plan%2Dx', 'plan-x'],
    ['an undecodable slug is kept as written, without throwing', '/payment/100%', '100%'],
    ['a broken UTF-8 escape is kept as written', '/payment/%E0%A4%A', '%E0%A4%A'],
    ['no slug', '/payment/', ''],
  ])('%s', (_name, pathname, slug) => {
    expect(slugFromPaymentPath(pathname)).toBe(slug);
  });

  it('an undecodable slug is never a safe identifier', () => {
    expect(isSafeIdentifier(slugFromPaymentPath('/payment/100%'))).toBe(false);
  });
});
