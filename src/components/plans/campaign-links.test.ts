// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readHashReferral, resolveAid } from '~/domain/sponsor-aid';
import { applyCampaign, campaignHref, referralAid } from './campaign-links';

const LINK = '/payment/essentials-plan?country=br&lang=pt';

describe('campaignHref: the visit\'s purchase parameters on a checkout link (part 1 §2, decision 042)', () => {
  it.each([
    ['part 1 §2: the issue\'s campaign address', '?utm_source=news&utm_campaign=bf&aid=777&coupon=OFF10', '',
      '/payment/essentials-plan?country=br&lang=pt&utm_source=news&utm_campaign=bf&aid=777&coupon=OFF10'],
    ['part 1 §2: aid, taginternals, sd, campaign, pgm and sales travel', '?aid=9&taginternals=t1&sd=shop&campaign=c&pgm=p&sales=s', '',
      '/payment/essentials-plan?country=br&lang=pt&aid=9&taginternals=t1&sd=shop&campaign=c&pgm=p&sales=s'],
    ['every utm_* tag travels', '?utm_medium=email&utm_term=x&utm_content=y&utm_id=5', '',
      '/payment/essentials-plan?country=br&lang=pt&utm_medium=email&utm_term=x&utm_content=y&utm_id=5'],
    ['parameters outside the purchase stay behind', '?fbclid=1&sandbox-user=br&foo=bar&checkoutStep=2', '', LINK],
    ['decision 042: the link\'s country (its price list) wins over the visit\'s', '?country=pt', '', LINK],
    ['decision 042: the link\'s lang wins', '?lang=en&aid=5', '', `${LINK}&aid=5`],
    ['decision 042: the visit\'s period never turns a monthly link yearly (the toggle follows period=y)', '?period=y', '', LINK],
    ['values are re-encoded, never pasted', '?utm_source=a%26b%3Dc&aid=1%232', '',
      '/payment/essentials-plan?country=br&lang=pt&utm_source=a%26b%3Dc&aid=1%232'],
    ['a repeated tag keeps every value', '?utm_source=a&utm_source=b', '', `${LINK}&utm_source=a&utm_source=b`],
    ['part 1 §2: a hash carrying aid and sd goes along as it is', '', '#aid=777&sd=marina', `${LINK}#aid=777&sd=marina`],
    ['part 1 §2: the hash form #/aid= goes along', '?utm_source=x', '#/aid=5', `${LINK}&utm_source=x#/aid=5`],
    ['a hash without a referral (a page anchor) stays behind', '', '#faq', LINK],
    ['a visit without parameters leaves the link as built', '', '', LINK],
  ])('%s', (_row, search, hash, expected) => {
    expect(campaignHref(LINK, search, hash)).toBe(expected);
  });

  it.each([
    ['decision 042: the visit\'s tracking tag replaces the link\'s own', '/payment/p?utm_source=site&campaign=old', '?utm_source=news&campaign=bf',
      '/payment/p?utm_source=news&campaign=bf'],
    ['decision 042: a link without a price list takes the visit\'s country', '/payment/p', '?country=mx', '/payment/p?country=mx'],
    ['decision 042: a coupon the link already carries (the page checked it) stays', '/payment/p?coupon=SAVE10', '?coupon=OFF10', '/payment/p?coupon=SAVE10'],
    ['part 1 §2: a yearly link keeps period=y', '/payment/p?period=y&country=br', '?period=m&aid=7', '/payment/p?period=y&country=br&aid=7'],
  ])('%s', (_row, link, search, expected) => {
    expect(campaignHref(link, search, '')).toBe(expected);
  });
});

describe('referralAid: the referral the aid cookie keeps (part 1 §1, §6)', () => {
  it.each([
    ['part 1 §1: the URL\'s aid', '?aid=777', '', '777'],
    ['part 1 §1, §6: the URL before the hash', '?aid=777', '#aid=5', '777'],
    ['part 1 §2: the hash\'s aid when the URL has none', '', '#aid=5&sd=shop', '5'],
    ['part 1 §2: the #/ hash form', '', '#/aid=5', '5'],
    ['a malformed URL aid gives way to the hash', '?aid=<script>', '#aid=5', '5'],
    ['no referral, no cookie', '?utm_source=x', '#faq', undefined],
    ['a malformed aid alone, no cookie', '?aid=a%20b', '', undefined],
  ])('%s', (_row, search, hash, expected) => {
    expect(referralAid(search, hash)).toBe(expected);
  });

  it.each([
    ['?aid=777', ''], ['', '#aid=5'], ['', '#/aid=5&sd=x'], ['?aid=bad%20aid', '#aid=6'], ['?aid=' + 'x'.repeat(65), ''], ['?aid=a-b_c', '#aid=9'],
  ])('reads %s %s as the checkout\'s sponsor phase does (~/domain/sponsor-aid)', (search, hash) => {
    const checkout = resolveAid({ fromUrl: new URLSearchParams(search).get('aid'), fromHash: readHashReferral(hash).aid, fromCookie: null, fromUserParent: null, companyAid: '' });
    expect(referralAid(search, hash) ?? '').toBe(checkout);
  });
});

describe('applyCampaign: the page\'s checkout links and the aid cookie', () => {
  afterEach(() => {
    document.cookie = 'aid=;path=/;max-age=0';
    history.replaceState(null, '', '/');
    // The shared test pool runs other jsdom files in this document next: leave no link for their Tab to land on.
    document.body.innerHTML = '';
  });

  it('rewrites every checkout link (cards, bundle, legacy) and no other link, and keeps the aid for the checkout', () => {
    history.replaceState(null, '', '/pt/plans?utm_source=news&aid=777');
    document.body.innerHTML = `<a id="card" href="${LINK}">x</a><a id="bundle" href="/payment/bundle-plan?country=br">x</a><a id="home" href="/pt/plans?x=1">x</a><a id="out" href="https://office.example.com/payment/x">x</a>`;
    applyCampaign(document, location);
    const href = (id: string) => document.getElementById(id)?.getAttribute('href');
    expect(href('card')).toBe(`${LINK}&utm_source=news&aid=777`);
    expect(href('bundle')).toBe('/payment/bundle-plan?country=br&utm_source=news&aid=777');
    expect(href('home')).toBe('/pt/plans?x=1');
    expect(href('out')).toBe('https://office.example.com/payment/x');
    expect(document.cookie).toBe('aid=777');
  });

  it('sets no cookie for a visit without a referral', () => {
    history.replaceState(null, '', '/pt/plans?utm_source=news');
    document.body.innerHTML = `<a href="${LINK}">x</a>`;
    applyCampaign(document, location);
    expect(document.cookie).toBe('');
  });
});
