import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sponsorSchema } from '~/api/account/user-schema';
import type { TrackingTransport } from '~/api/tracking/tracking-transport';
import { readCheckoutOptions } from '~/domain/flow-params';
import { sandboxTrackingEvents } from '~/sandbox/handlers/tracking-events-store';
import { sandboxServer } from '~/sandbox/node';
import { $aid, $options, $sponsor } from '../checkout/session';
import { countSandboxCalls } from '../../../tests/setup/count-calls';
import { trackingAllowed } from './privacy-gate';
import { trackRegistration } from './registration-tracking';
import { setTrackingTransport } from './send-events';

// Node has no Image: this transport sends the pixel and image requests as plain GETs, so the sandbox's tracking
// endpoints receive and record them as they do the browser's.
const fetchingTransport: TrackingTransport = {
  image: (url) => void fetch(url).then((r) => r.arrayBuffer()),
  post: async (url, body) => void (await fetch(url, { method: 'POST', body: new URLSearchParams(body) })),
};

const account = { id: '9001', name: 'Nova Pessoa', email: 'nova@sandbox.test' };
const marina = sponsorSchema.parse({ aid: 777, name: 'Marina Costa', subdomain: 'marina' });

function referredBy(aid: string, query = ''): void {
  $aid.set(aid);
  $sponsor.set(aid === marina.aid ? marina : null);
  $options.set(readCheckoutOptions(new URLSearchParams(query)));
}

/** Waits until the sandbox recorded `count` tracking requests (the images are not awaited by the sender). */
const recorded = (count: number) => vi.waitFor(() => expect(sandboxTrackingEvents()).toHaveLength(count));

describe('the GPC gate (DESIGN.md "After payment", decision 029)', () => {
  it.each([
    ['Global Privacy Control sent', { globalPrivacyControl: true }, false],
    ['GPC explicitly off', { globalPrivacyControl: false }, true],
    ['a browser without GPC', {}, true],
    ['a non-boolean value is not the signal', { globalPrivacyControl: 'true' }, true],
    ['no navigator (Node, build)', undefined, true],
  ])('%s', (_name, signals, allowed) => {
    expect(trackingAllowed(signals)).toBe(allowed);
  });
});

describe('trackRegistration (part 1 §7 "Ancillary")', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setTrackingTransport(fetchingTransport);
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('part 1 §7: a sign-up referred by sponsor 777 reaches the funnel-continue pixel, the franchise share and the affiliate tracker', async () => {
    referredBy('777');
    const sent = await trackRegistration(account);
    expect(sent.map((r) => r.target)).toEqual(['funnel-pixel', 'franchise-share', 'affiliate-tracker']);
    await recorded(3);
    expect([...sandboxTrackingEvents()].sort((a, b) => a.target.localeCompare(b.target))).toEqual([
      { target: 'affiliate-tracker', fields: { event: 'lead', aid: '777', sd: 'marina', user_id: '9001', name: 'Nova Pessoa', email: 'nova@sandbox.test' } },
      { target: 'franchise-share', fields: { event: 'lead', aid: '777', sd: 'marina', user_id: '9001' } },
      { target: 'funnel-pixel', fields: { event: 'lead', aid: '777', sd: 'marina', user_id: '9001' } },
    ]);
  });

  it.each([
    ['pixelEvent', 'pixelEvent=CompleteRegistration'],
    ['pixel-event', 'pixel-event=CompleteRegistration'],
  ])('part 1 §2: %s names the event the registration sends', async (_name, query) => {
    referredBy('777', query);
    await trackRegistration(account);
    await recorded(3);
    expect(sandboxTrackingEvents().map((e) => e.fields.event)).toEqual(['CompleteRegistration', 'CompleteRegistration', 'CompleteRegistration']);
  });

  it('part 1 §6: a sponsor other than the tracker\'s, without a funnel pixel, gets the franchise share only', async () => {
    referredBy('888');
    expect((await trackRegistration(account)).map((r) => r.target)).toEqual(['franchise-share']);
    await recorded(1);
  });

  it('part 1 §1: a direct sign-up (the company as sponsor) sends nothing', async () => {
    referredBy('1');
    await expect(trackRegistration(account)).resolves.toEqual([]);
  });

  it('DESIGN.md "After payment": with Global Privacy Control nothing is sent, not even the pixel-funnel lookup', async () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    referredBy('777');
    const office = countSandboxCalls('/sandbox-api/');
    await expect(trackRegistration(account)).resolves.toEqual([]);
    expect(office()).toBe(0);
    expect(sandboxTrackingEvents()).toEqual([]);
  });

  it('part 2 §8 "swallowed failures": a failed pixel-funnel lookup still sends the other events', async () => {
    referredBy('777');
    sandboxServer.use(http.get(/get-funnel-complements/, () => new HttpResponse(null, { status: 500 })));
    expect((await trackRegistration(account)).map((r) => r.target)).toEqual(['franchise-share', 'affiliate-tracker']);
  });
});
