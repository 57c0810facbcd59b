import { describe, expect, it } from 'vitest';
import { LIVE_ENV } from '../../tests/setup/live-env';
import { EnvError, parsePublicEnv } from './env-schema';
import { purchasePixelSettings, trackingSettings, trackingSources } from './tracking-settings';

const TRACKING = {
  PUBLIC_TRACKING_PIXEL_ORIGINS: 'https://px.example.net',
  PUBLIC_FRANCHISE_SHARE_URL: 'https://share.example.net/franchise/share',
  PUBLIC_AFFILIATE_TRACKER_URL: 'https://affiliate.example.net/events',
  PUBLIC_AFFILIATE_TRACKER_AID: '777',
};

/** Step 3's vendor scripts (their default URLs) and where they send (decision 035). */
const STEP_3_SCRIPTS = ['https://connect.facebook.net', 'https://www.googletagmanager.com', 'https://www.googletagmanager.com'];
const BEACONS = ['https://www.facebook.com', 'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

describe('tracking settings (part 1 §7 "Ancillary", decision 029)', () => {
  it('decision 029: a live build without tracking settings sends nothing and allows no tracking origin', () => {
    const env = parsePublicEnv({ ...LIVE_ENV });
    expect(trackingSettings(env)).toEqual({ pixelOrigins: [], pixelOnOwnOrigin: false, franchiseShareUrl: null, affiliateTrackerUrl: null, affiliateTrackerAid: null });
    expect(trackingSources(env)).toEqual({ 'script-src': STEP_3_SCRIPTS, 'img-src': BEACONS, 'connect-src': BEACONS, 'frame-src': [] });
  });

  it('decision 014: the configured pixels and share image are images, the tracker a request', () => {
    expect(trackingSources(parsePublicEnv({ ...LIVE_ENV, ...TRACKING }))).toEqual({
      'script-src': STEP_3_SCRIPTS,
      'img-src': ['https://px.example.net', 'https://share.example.net', ...BEACONS],
      'connect-src': ['https://affiliate.example.net', ...BEACONS],
      'frame-src': [],
    });
  });

  it('decision 014: the sandbox tracks on its own origin and adds no source', () => {
    const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
    expect(trackingSources(env)).toEqual({});
    expect(trackingSettings(env)).toMatchObject({ pixelOnOwnOrigin: true, franchiseShareUrl: '/sandbox-api/tracking/franchise-share', affiliateTrackerAid: '777' });
  });

  it.each([
    ['PUBLIC_AFFILIATE_TRACKER_URL', 'http://affiliate.example.net/events'],
    ['PUBLIC_FRANCHISE_SHARE_URL', 'not a url'],
    ['PUBLIC_TRACKING_PIXEL_ORIGINS', 'https://px.example.net/path'],
    ['PUBLIC_AFFILIATE_TRACKER_AID', 'marina'],
  ])('a live build with a malformed %s stops and names it', (name, value) => {
    const error = (() => {
      try {
        parsePublicEnv({ ...LIVE_ENV, ...TRACKING, [name]: value });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems.join('\n')).toContain(name);
  });

  it('decision 035: the thank-you page origins are frames; the vendor scripts follow their configured URLs', () => {
    const env = parsePublicEnv({ ...LIVE_ENV, PUBLIC_THANK_YOU_PAGE_ORIGINS: 'https://funnels.example.org', PUBLIC_TAG_MANAGER_URL: 'https://tags.example.net/gtm.js' });
    expect(trackingSources(env)).toMatchObject({
      'script-src': ['https://connect.facebook.net', 'https://www.googletagmanager.com', 'https://tags.example.net'],
      'frame-src': ['https://funnels.example.org'],
    });
    expect(purchasePixelSettings(env)).toMatchObject({ thankYouOrigins: ['https://funnels.example.org'], thankYouOnOwnOrigin: false });
  });

  it('decision 035: the sandbox plays the vendor scripts and frames its own thank-you pages', () => {
    expect(purchasePixelSettings(parsePublicEnv({ PUBLIC_MODE: 'sandbox' }))).toEqual({
      facebookScriptUrl: '/sandbox/facebook-pixel.js',
      analyticsTagUrl: '/sandbox/analytics-tag.js',
      tagManagerUrl: '/sandbox/tag-manager.js',
      thankYouOrigins: [],
      thankYouOnOwnOrigin: true,
    });
  });

  it('decision 035: a live build refuses an http vendor script', () => {
    expect(() => parsePublicEnv({ ...LIVE_ENV, PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL: 'http://connect.facebook.net/en_US/fbevents.js' })).toThrow(/PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL/);
  });
});
