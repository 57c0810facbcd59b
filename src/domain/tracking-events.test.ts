import { describe, expect, it } from 'vitest';
import { allowedPixelUrl, trackingEventName, trackingRequests, type TrackingContext, type TrackingTargets } from './tracking-events';

const targets: TrackingTargets = {
  pixelUrl: 'https://px.example.com/funnel-continue',
  pixelOrigins: ['https://px.example.com'],
  ownOrigin: 'https://checkout.example.com',
  pixelOnOwnOrigin: false,
  franchiseShareUrl: 'https://office.example.com/franchise/share',
  affiliateTrackerUrl: 'https://affiliate.example.net/events',
  affiliateTrackerAid: '777',
  companyAid: '1',
};
const buyer = { id: '9001', name: 'Nova Pessoa', email: 'nova@sandbox.test' };
const lead: TrackingContext = { event: 'lead', aid: '777', subdomain: 'marina', buyer };

describe('trackingEventName (part 1 §2 pixelEvent / pixel-event)', () => {
  it.each([
    ['part 1 §2: no parameter sends the default event', null, 'lead'],
    ['part 1 §2: pixelEvent names the event', 'CompleteRegistration', 'CompleteRegistration'],
    ['part 1 §2: a name with spaces or markup is ignored', 'lead<script>', 'lead'],
    ['part 1 §2: an over-long name is ignored', 'a'.repeat(41), 'lead'],
  ])('%s', (_name, pixelEvent, event) => {
    expect(trackingEventName(pixelEvent, 'lead')).toBe(event);
  });
});

describe('allowedPixelUrl (decision 029: the office\'s pixel URL within the configured origins)', () => {
  it.each([
    ['an allowed https origin', {}, 'https://px.example.com/funnel-continue'],
    ['no pixel URL', { pixelUrl: null }, null],
    ['an origin not configured', { pixelUrl: 'https://evil.example.org/funnel-continue' }, null],
    ['http on an allowed host', { pixelUrl: 'http://px.example.com/funnel-continue' }, null],
    ['user-info in the URL', { pixelUrl: 'https://u:p@px.example.com/x' }, null],
    ['a path of the site in a live build', { pixelUrl: '/sandbox-api/tracking/funnel-continue' }, null],
    ['a path of the site in the sandbox', { pixelUrl: '/sandbox-api/tracking/funnel-continue', pixelOnOwnOrigin: true }, 'https://checkout.example.com/sandbox-api/tracking/funnel-continue'],
  ])('%s', (_name, overrides, expected) => {
    expect(allowedPixelUrl({ ...targets, ...overrides })?.href ?? null).toBe(expected);
  });
});

describe('trackingRequests (part 1 §6, §7 "Ancillary"; part 2 §6)', () => {
  it('part 1 §7: a lead referred by the tracker\'s sponsor goes to the funnel pixel, the franchise share and the affiliate tracker', () => {
    expect(trackingRequests(lead, targets)).toEqual([
      { target: 'funnel-pixel', kind: 'image', url: 'https://px.example.com/funnel-continue?event=lead&aid=777&sd=marina&user_id=9001' },
      { target: 'franchise-share', kind: 'image', url: 'https://office.example.com/franchise/share?event=lead&aid=777&sd=marina&user_id=9001' },
      {
        target: 'affiliate-tracker', kind: 'post', url: 'https://affiliate.example.net/events',
        body: { event: 'lead', aid: '777', sd: 'marina', user_id: '9001', name: 'Nova Pessoa', email: 'nova@sandbox.test' },
      },
    ]);
  });

  it('part 2 §6: name and e-mail travel only for a logged-in buyer, and never in an image URL', () => {
    const requests = trackingRequests({ ...lead, buyer: null }, targets);
    expect(requests.map((r) => (r.kind === 'post' ? r.body : Object.fromEntries(new URL(r.url).searchParams)))).toEqual([
      { event: 'lead', aid: '777', sd: 'marina' },
      { event: 'lead', aid: '777', sd: 'marina' },
      { event: 'lead', aid: '777', sd: 'marina' },
    ]);
    expect(trackingRequests(lead, targets).filter((r) => r.kind === 'image').map((r) => r.url).join(' ')).not.toMatch(/nova|Pessoa/);
  });

  it.each([
    ['part 1 §6: another sponsor does not feed the affiliate tracker', { ...lead, aid: '888' }, {}, ['funnel-pixel', 'franchise-share']],
    ['part 1 §1: a direct purchase (the company as sponsor) credits no franchise', { ...lead, aid: '1' }, {}, ['funnel-pixel']],
    ['decision 029: a sponsor without a funnel pixel', lead, { pixelUrl: null }, ['franchise-share', 'affiliate-tracker']],
    ['decision 029: nothing configured sends nothing', lead, { pixelOrigins: [], franchiseShareUrl: null, affiliateTrackerUrl: null }, []],
    ['decision 029: no tracker account configured', lead, { affiliateTrackerAid: null }, ['funnel-pixel', 'franchise-share']],
  ])('%s', (_name, context, overrides, sent) => {
    expect(trackingRequests(context, { ...targets, ...overrides }).map((r) => r.target)).toEqual(sent);
  });

  it('part 1 §2: the pixelEvent name is the event every request carries', () => {
    const requests = trackingRequests({ ...lead, event: 'CompleteRegistration' }, targets);
    expect(requests.map((r) => (r.kind === 'post' ? r.body.event : new URL(r.url).searchParams.get('event')))).toEqual(['CompleteRegistration', 'CompleteRegistration', 'CompleteRegistration']);
  });
});
