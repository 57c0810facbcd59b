import { describe, expect, it } from 'vitest';
import {
  type FunnelPixelRef,
  PURCHASE_TRACKING_TIMING,
  purchaseEvent,
  purchasePixelIds,
  purchaseTrackingSkipped,
  thankYouFrameUrl,
} from './purchase-tracking';

const pixel = (type: string, id: string): FunnelPixelRef => ({ type, id });

describe('purchase tracking rules (part 2 §4.5 "Tracking", §9; decision 035)', () => {
  it('part 2 §9: the tracking delays are the spec\'s', () => {
    expect(PURCHASE_TRACKING_TIMING).toEqual({ purchaseResolveMs: 1000, analyticsTagMs: 1000, tagManagerMs: 4000, scriptRetryMs: 100, scriptRetryLimit: 300 });
  });

  it.each([
    ['paid', 'purchase'],
    ['pending', 'lead'],
  ] as const)('part 2 §4.5: a %s result sends a %s event', (kind, event) => {
    expect(purchaseEvent(kind)).toBe(event);
  });

  it.each([
    ['no skip flag', false, false, false],
    ['the skip flag alone', true, false, true],
    ['the skip flag with testPixel', true, true, false],
    ['testPixel alone', false, true, false],
  ])('part 2 §4.5: %s', (_name, skipStepConfirmation, testPixel, skipped) => {
    expect(purchaseTrackingSkipped({ skipStepConfirmation, testPixel })).toBe(skipped);
  });

  it('part 2 §7: the funnel pixels and the parent pixels merge per vendor, without duplicates', () => {
    const ids = purchasePixelIds(
      [pixel('facebook', '777000111222'), pixel('google_analytics', 'G-SANDBOX001'), pixel('GTM', 'GTM-ABC123')],
      { success: true, data: { facebook: '777000111222', google_analytics: 'G-MARINA777', google_tag_manager: 'GTM-MAR777' } },
    );
    expect(ids).toEqual({ facebook: ['777000111222'], analytics: ['G-SANDBOX001', 'G-MARINA777'], tagManager: ['GTM-ABC123', 'GTM-MAR777'] });
  });

  it('part 2 §7: a parent answer without success adds nothing', () => {
    expect(purchasePixelIds([], { success: false, data: { facebook: '123456789', google_analytics: null, google_tag_manager: null } })).toEqual({ facebook: [], analytics: [], tagManager: [] });
  });

  it.each([
    ['a Facebook id with letters', pixel('facebook', '123abc456')],
    ['a Facebook id that breaks out of a URL', pixel('facebook', '123456"><script>')],
    ['a GA4 id of another shape', pixel('google_analytics', 'UA-1234-1&x=1')],
    ['a container id with a path', pixel('google_tag_manager', 'GTM-AB/../x')],
    ['an unknown vendor', pixel('tiktok', 'C123456789')],
  ])('DESIGN.md "Security": %s is dropped (ids go into script URLs and vendor calls)', (_name, given) => {
    expect(purchasePixelIds([given], null)).toEqual({ facebook: [], analytics: [], tagManager: [] });
  });
});

describe('thankYouFrameUrl (part 2 §7 "custom thank-you page"; decision 035)', () => {
  const rules = { origins: ['https://funnels.example.org'], ownOrigin: 'http://localhost:4321', ownOriginAllowed: false };
  it.each([
    ['an https page of an allowed origin is framed', 'https://funnels.example.org/obrigado', rules, 'https://funnels.example.org/obrigado'],
    ['another origin is not', 'https://evil.example.net/obrigado', rules, null],
    ['http is not', 'http://funnels.example.org/obrigado', rules, null],
    ['user-info is not', 'https://u:p@funnels.example.org/', rules, null],
    ['javascript: is not', 'javascript:alert(1)', rules, null],
    ['no page is nothing', null, rules, null],
    ['the own origin only where allowed (sandbox)', '/sandbox/thank-you.html', rules, null],
    ['the sandbox frames its own page', '/sandbox/thank-you.html', { ...rules, ownOriginAllowed: true }, 'http://localhost:4321/sandbox/thank-you.html'],
  ])('%s', (_name, url, given, expected) => {
    expect(thankYouFrameUrl(url, given)).toBe(expected);
  });
});
