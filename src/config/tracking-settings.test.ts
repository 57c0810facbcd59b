import { describe, expect, it } from 'vitest';
import { LIVE_ENV } from '../../tests/setup/live-env';
import { EnvError, parsePublicEnv } from './env-schema';
import { trackingSettings, trackingSources } from './tracking-settings';

const TRACKING = {
  PUBLIC_TRACKING_PIXEL_ORIGINS: 'https://px.example.net',
  PUBLIC_FRANCHISE_SHARE_URL: 'https://share.example.net/franchise/share',
  PUBLIC_AFFILIATE_TRACKER_URL: 'https://affiliate.example.net/events',
  PUBLIC_AFFILIATE_TRACKER_AID: '777',
};

describe('tracking settings (part 1 §7 "Ancillary", decision 029)', () => {
  it('decision 029: a live build without tracking settings sends nothing and allows no tracking origin', () => {
    const env = parsePublicEnv({ ...LIVE_ENV });
    expect(trackingSettings(env)).toEqual({ pixelOrigins: [], pixelOnOwnOrigin: false, franchiseShareUrl: null, affiliateTrackerUrl: null, affiliateTrackerAid: null });
    expect(trackingSources(env)).toEqual({ 'img-src': [], 'connect-src': [] });
  });

  it('decision 014: the configured pixels and share image are images, the tracker a request', () => {
    expect(trackingSources(parsePublicEnv({ ...LIVE_ENV, ...TRACKING }))).toEqual({
      'img-src': ['https://px.example.net', 'https://share.example.net'],
      'connect-src': ['https://affiliate.example.net'],
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
});
