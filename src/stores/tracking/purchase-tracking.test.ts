// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sponsorSchema } from '~/api/account/user-schema';
import type { TrackingTransport } from '~/api/tracking/tracking-transport';
import { readCheckoutOptions } from '~/domain/flow-params';
import { sandboxTrackingEvents } from '~/sandbox/handlers/tracking-events-store';
import { sandboxServer } from '~/sandbox/node';
import { resetStores } from '~/stores/reset';
import { testUser } from '../../../tests/setup/account-stores';
import { countSandboxCalls } from '../../../tests/setup/count-calls';
import type { PaymentResult } from '../checkout/payment-result';
import { $aid, $options, $sponsor, $user } from '../checkout/session';
import { trackPurchase } from './purchase-tracking';
import { setTrackingTransport } from './send-events';
import { THANK_YOU_FRAME_ID } from './thank-you-frame';
import type { TrackingWindow } from './vendor-pixels';

const fetchingTransport: TrackingTransport = {
  image: (url) => void fetch(url).then((r) => r.arrayBuffer()),
  post: async (url, body) => void (await fetch(url, { method: 'POST', body: new URLSearchParams(body) })),
};
const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };
const boleto: PaymentResult = { method: 'boleto', kind: 'pending', gatewayIdentifier: 'pay_2', artifact: null };
const marina = sponsorSchema.parse({ aid: 777, name: 'Marina Costa', subdomain: 'marina' });
const win = () => window as unknown as TrackingWindow;
const script = (id: string) => document.getElementById(id) as HTMLScriptElement | null;
const tagScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

/** The sandbox's upline buyer (user 1013, parent 777): the parent pixel answers her sponsor's pixels. */
const beatriz = testUser({ name: 'Beatriz Alves', email: 'beatriz@sandbox.test', user_identifier: '1013', cryptId: 'c-upline', parent: marina });

/** The upline buyer (parent 777) bought through sponsor 777's link: every target and every vendor has an id. */
function seed(query = '', user: 'upline' | 'visitor' = 'upline'): void {
  $options.set(readCheckoutOptions(new URLSearchParams(query)));
  $aid.set('777');
  $sponsor.set(marina);
  $user.set(user === 'upline' ? beatriz : null);
}

/** Makes the page's Facebook queue look loaded, as the vendor's script does. */
const facebookLoads = () => {
  const fbq = win().fbq;
  const calls: unknown[][] = [];
  if (fbq) fbq.callMethod = (...args: unknown[]) => void calls.push(args);
  return calls;
};

// Every test runs on the fake clock, and lets every delay, retry loop and beacon end under it before the next test,
// so no timer of one test fires in another.
let restore: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  resetStores('load');
  restore = setTrackingTransport(fetchingTransport);
});
afterEach(async () => {
  await vi.advanceTimersByTimeAsync(40_000);
  restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete win().fbq;
  delete win()._fbq;
  delete win().dataLayer;
  delete win().gtag;
});

describe('trackPurchase: what step 3 sends (part 2 §4.5 "Tracking", §7; decision 035)', () => {
  it('part 2 §4.5: a paid card sends the purchase to the funnel pixel, the franchise share and the affiliate tracker, naming the logged-in buyer only in the tracker\'s body', async () => {
    seed();
    const report = await trackPurchase(paid);
    expect(report?.event).toBe('purchase');
    expect(report?.requests.map((r) => r.target)).toEqual(['funnel-pixel', 'franchise-share', 'affiliate-tracker']);
    await vi.waitFor(() => expect(sandboxTrackingEvents()).toHaveLength(3));
    const byTarget = Object.fromEntries(sandboxTrackingEvents().map((e) => [e.target, e.fields]));
    expect(byTarget['affiliate-tracker']).toEqual({ event: 'purchase', aid: '777', sd: 'marina', user_id: '1013', name: 'Beatriz Alves', email: 'beatriz@sandbox.test' });
    expect(byTarget['funnel-pixel']).toEqual({ event: 'purchase', aid: '777', sd: 'marina', user_id: '1013' });
  });

  it('part 2 §7: the pixel ids come from the sponsor\'s funnel and the parent pixel', async () => {
    seed();
    expect((await trackPurchase(paid))?.pixels).toEqual({ facebook: ['777000111222'], analytics: ['G-MARINA777'], tagManager: ['GTM-MAR777'] });
  });

  it('part 2 §4.5: a method paid later (boleto) sends a lead', async () => {
    seed();
    const report = await trackPurchase(boleto);
    expect(report?.event).toBe('lead');
    await vi.waitFor(() => expect(sandboxTrackingEvents().map((e) => e.fields.event)).toEqual(['lead', 'lead', 'lead']));
  });

  it('part 2 §6: a visitor (someone paying another\'s invoice) is never named, and no parent pixel is asked', async () => {
    seed('', 'visitor');
    const parent = countSandboxCalls('parent-pixel');
    const report = await trackPurchase(paid);
    expect(parent()).toBe(0);
    const tracker = report?.requests.find((r) => r.target === 'affiliate-tracker');
    expect(tracker).toMatchObject({ body: { event: 'purchase', aid: '777', sd: 'marina' } });
    expect(JSON.stringify(report?.requests)).not.toMatch(/user_id|name|email/);
  });

  it('DESIGN.md "After payment": with Global Privacy Control nothing is sent, asked or loaded', async () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    seed();
    const office = countSandboxCalls('/sandbox-api/');
    await expect(trackPurchase(paid)).resolves.toBeNull();
    expect([office(), sandboxTrackingEvents(), tagScripts(), win().fbq, document.getElementById(THANK_YOU_FRAME_ID)]).toEqual([0, [], [], undefined, null]);
  });

  it.each([
    ['part 2 §4.5: skipStepConfirmation without testPixel skips tracking', 'skipStepConfirmation=testUrl', false],
    ['part 2 §4.5: testPixel keeps it with the skip flag', 'skipStepConfirmation=testUrl&testPixel=1', true],
  ])('%s', async (_name, query, tracked) => {
    seed(query);
    const office = countSandboxCalls('/sandbox-api/');
    const report = await trackPurchase(paid);
    expect(report !== null).toBe(tracked);
    expect(office() > 0).toBe(tracked);
  });

  it.each([
    ['part 2 §2: the test visit\'s confirmation (no payment result) tracks a purchase with testPixel', 'testPixel=1', 'purchase'],
    ['part 2 §4.5: ... and nothing without it', '', null],
  ])('%s', async (_name, query, event) => {
    seed(query);
    expect((await trackPurchase(null))?.event ?? null).toBe(event);
  });
});

describe('trackPurchase: the thank-you page (part 2 §7 "custom thank-you page ... with fallback to default")', () => {
  const frame = () => document.getElementById(THANK_YOU_FRAME_ID) as HTMLIFrameElement | null;

  it('part 2 §7: the sponsor\'s custom page is framed, hidden and sandboxed, without referrer', async () => {
    seed();
    const report = await trackPurchase(paid);
    expect(report?.thankYouPage).toMatch(/\/sandbox\/thank-you\.html\?sponsor=marina$/);
    expect([frame()?.src, frame()?.hidden, frame()?.getAttribute('sandbox'), frame()?.referrerPolicy]).toEqual([report?.thankYouPage, true, 'allow-scripts', 'no-referrer']);
  });

  it('part 2 §7: when the custom lookup fails, the default page is asked for (is_default=1) and framed', async () => {
    seed();
    const asked: string[] = [];
    sandboxServer.use(
      http.get(/get-thank-you-page/, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('is_default') ?? '');
        return query.get('is_default') === '1' ? HttpResponse.json({ url: '/sandbox/thank-you.html' }) : new HttpResponse(null, { status: 500 });
      }),
    );
    const report = await trackPurchase(paid);
    expect(asked).toEqual(['0', '1']);
    expect(report?.thankYouPage).toMatch(/\/sandbox\/thank-you\.html$/);
  });

  it('part 2 §8 "swallowed failures": both lookups failing frames nothing and still tracks', async () => {
    seed();
    sandboxServer.use(http.get(/get-thank-you-page/, () => new HttpResponse(null, { status: 500 })));
    const report = await trackPurchase(paid);
    expect([report?.thankYouPage, frame(), report?.requests.length]).toEqual([null, null, 3]);
  });
});

describe('trackPurchase: the vendors\' delays (part 2 §9 "Tracking delays", fake timers)', () => {

  it('part 2 §9: Facebook is initialised once its script is ready and the purchase resolves 1 s later', async () => {
    seed();
    const report = await trackPurchase(paid);
    expect(script('tracking-facebook-pixel')?.getAttribute('src')).toBe('/sandbox/facebook-pixel.js');
    await vi.advanceTimersByTimeAsync(250);
    const calls = facebookLoads(); // the vendor's script arrives between two looks (every 100 ms)
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toEqual([['init', '777000111222', { em: 'beatriz@sandbox.test', fn: 'beatriz', ln: 'alves' }]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toEqual(['track', 'Purchase']);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(report?.vendors).resolves.toEqual({ facebook: true, analytics: true, tagManager: true });
  });

  it('part 2 §6: a visitor\'s Facebook pixel gets no matching data', async () => {
    seed('', 'visitor');
    await trackPurchase(paid);
    const calls = facebookLoads();
    await vi.advanceTimersByTimeAsync(1100);
    expect(calls).toEqual([['init', '777000111222', undefined], ['track', 'Purchase']]);
  });

  it('part 2 §9: the Facebook script never ready is looked for 300 times, then given up without an event', async () => {
    seed();
    const report = await trackPurchase(paid);
    const fbq = win().fbq;
    await vi.advanceTimersByTimeAsync(29_900 + 5000);
    await expect(report?.vendors).resolves.toMatchObject({ facebook: false });
    expect(fbq?.queue).toEqual([]);
  });

  it('part 2 §9: the analytics tag starts after 1 s, with a config per id and the event', async () => {
    seed();
    await trackPurchase(paid);
    await vi.advanceTimersByTimeAsync(999);
    expect([script('tracking-analytics-tag'), win().dataLayer]).toEqual([null, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(script('tracking-analytics-tag')?.getAttribute('src')).toBe('/sandbox/analytics-tag.js?id=G-MARINA777');
    const commands = (win().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.map((c) => c[0])).toEqual(['js', 'config', 'event']);
    expect(commands.slice(1)).toEqual([['config', 'G-MARINA777', { send_page_view: false }], ['event', 'purchase', { send_to: ['G-MARINA777'] }]]);
    expect(JSON.stringify(commands)).not.toMatch(/beatriz/i);
  });

  it('part 2 §9: the tag manager is delayed 4 s', async () => {
    seed();
    await trackPurchase(boleto);
    await vi.advanceTimersByTimeAsync(3999);
    expect(script('tracking-tag-manager-GTM-MAR777')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(script('tracking-tag-manager-GTM-MAR777')?.getAttribute('src')).toBe('/sandbox/tag-manager.js?id=GTM-MAR777');
    expect(win().dataLayer?.filter((e) => !('length' in (e as object)))).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }, { event: 'lead' }]);
  });

  it('a sponsor without pixels loads no vendor script at all', async () => {
    seed();
    $aid.set('888');
    $sponsor.set(null);
    $user.set(testUser());
    const report = await trackPurchase(paid);
    await vi.advanceTimersByTimeAsync(5000);
    expect([report?.pixels, tagScripts()]).toEqual([{ facebook: [], analytics: [], tagManager: [] }, []]);
  });
});
