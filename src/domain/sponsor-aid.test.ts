import { describe, expect, it } from 'vitest';
import { readHashReferral, resolveAid, showsSponsor, type AidSources } from '~/domain/sponsor-aid';

const none: AidSources = { fromUrl: null, fromHash: null, fromCookie: null, fromUserParent: null, companyAid: 'company' };

describe('resolveAid', () => {
  it.each<[string, Partial<AidSources>, string]>([
    ['part 1 §1: the URL aid comes first', { fromUrl: '10', fromHash: '20', fromCookie: '30' }, '10'],
    ['part 1 §1: then the hash', { fromHash: '20', fromCookie: '30' }, '20'],
    ['part 1 §1: then the cookie', { fromCookie: '30', fromUserParent: '40' }, '30'],
    ['part 1 §6: then the user parent', { fromUserParent: '40' }, '40'],
    ['part 1 §1: it defaults to the company account', {}, 'company'],
    ['part 1 §1: a configured company account is used as given', { companyAid: '777' }, '777'],
    ['DESIGN.md Security: a malformed URL aid is skipped', { fromUrl: '1"><script>', fromCookie: '30' }, '30'],
    ['part 1 §1: a blank URL aid is skipped', { fromUrl: '  ', fromHash: '20' }, '20'],
  ])('%s', (_, overrides, expected) => {
    expect(resolveAid({ ...none, ...overrides })).toBe(expected);
  });
});

describe('readHashReferral', () => {
  it.each<[string, string, { aid: string | null; sd: string | null }]>([
    ['part 1 §2: the hash carries aid and sd', '#aid=123&sd=shop', { aid: '123', sd: 'shop' }],
    ['part 1 §2: a hash with only aid', '#aid=123', { aid: '123', sd: null }],
    ['part 1 §2: an empty hash', '', { aid: null, sd: null }],
    ['part 1 §2: a hash route prefix is tolerated', '#/aid=5', { aid: '5', sd: null }],
  ])('%s', (_, hash, expected) => {
    expect(readHashReferral(hash)).toEqual(expected);
  });
});

describe('showsSponsor', () => {
  it.each<[string, string | null, boolean]>([
    ['part 1 §1: a referring sponsor is shown', '55', true],
    ['part 1 §1: the company itself is not shown', 'company', false],
    ['part 1 §1: no sponsor is not shown', null, false],
  ])('%s', (_, aid, expected) => {
    expect(showsSponsor(aid, 'company')).toBe(expected);
  });
});
