import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import { readCheckoutOptions } from '~/domain/flow-params';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import type { PaymentResult } from '../payment-result';
import { $aid, $options, $product, $slug, $sponsor, $user } from '../session';
import { $redirectAnnouncement, $redirectCountdown, startRedirectCountdown, stopRedirectCountdown } from './redirect-countdown';

const OFFICE = 'https://office.example.com';
const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };

function seed(query = '', product = testProduct()): void {
  $options.set(readCheckoutOptions(new URLSearchParams(query)));
  $slug.set(product.slug);
  $product.set(product);
  $user.set(testUser());
  $aid.set('77');
  $sponsor.set({ aid: '77', name: 'Bia', avatar: null, subdomain: 'bia', receivement_gateways: null });
}

describe('redirect after payment (part 2 §2 "Confirmation screens", §4.5, §9)', () => {
  beforeEach(() => {
    resetStores('page');
    resetStores('load');
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('§9: counts down 5 seconds, one per second, then goes to the office with the sponsor aid and sd (rule 7)', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    expect($redirectCountdown.get()).toEqual({ state: 'counting', secondsLeft: 5, url: `${OFFICE}/?aid=77&sd=bia` });
    vi.advanceTimersByTime(4000);
    expect($redirectCountdown.get()?.secondsLeft).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect($redirectCountdown.get()).toMatchObject({ state: 'leaving', secondsLeft: 0 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${OFFICE}/?aid=77&sd=bia`);
    vi.advanceTimersByTime(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a second start while it runs neither restarts nor doubles the countdown', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    vi.advanceTimersByTime(3000);
    startRedirectCountdown(paid, navigate);
    expect($redirectCountdown.get()?.secondsLeft).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('§2: url-after-payment ("|" read as "/") wins over the product redirect when its origin is allowed', () => {
    seed('url-after-payment=https:||www.example.com|welcome', testProduct({ redirect: 'https://www.example.com/product' }));
    startRedirectCountdown(paid, vi.fn());
    expect($redirectCountdown.get()?.url).toBe('https://www.example.com/welcome?aid=77&sd=bia');
  });

  it('DESIGN.md Security: a url-after-payment outside the allow-list goes to the office instead', () => {
    seed('url-after-payment=https:||evil.example.net|phish');
    startRedirectCountdown(paid, vi.fn());
    expect($redirectCountdown.get()?.url).toBe(`${OFFICE}/?aid=77&sd=bia`);
  });

  it('§4.5 rule 6: website-mastery goes to the product redirect with the buyer id and hash', () => {
    seed('', testProduct({ slug: 'website-mastery', redirect: 'https://www.example.com/courses/website' }));
    startRedirectCountdown(paid, vi.fn());
    expect($redirectCountdown.get()?.url).toBe('https://www.example.com/courses/website?iduser=1001&hash=c-1');
  });

  it('§4.5 rule 4: go-to-purchase-domain goes to the configured buy-domain page', () => {
    seed('go-to-purchase-domain=1');
    startRedirectCountdown(paid, vi.fn());
    expect($redirectCountdown.get()?.url).toBe(`${OFFICE}/domains/buy`);
  });

  it('§4.5 rule 1: a COP bank transfer counts down to its bank page', () => {
    seed();
    const cop: PaymentResult = { method: 'bankTransfer', kind: 'pending', gatewayIdentifier: 'p', artifact: { kind: 'bankTransferCop', bankUrl: `${OFFICE}/bank/pse` } };
    startRedirectCountdown(cop, vi.fn());
    expect($redirectCountdown.get()?.url).toBe(`${OFFICE}/bank/pse`);
  });

  it('§2: a document (boleto) waits for the buyer: no countdown, no redirect', () => {
    seed();
    const navigate = vi.fn();
    const boleto: PaymentResult = {
      method: 'boleto', kind: 'pending', gatewayIdentifier: 'b',
      artifact: { kind: 'boleto', barCode: '0001', barCodeImage: null, qrCode: null, dueDate: null, downloadPdf: null },
    };
    startRedirectCountdown(boleto, navigate);
    vi.advanceTimersByTime(10_000);
    expect($redirectCountdown.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('part 2 §2: a pending Yape ("Pedido recibido") counts down 5 seconds and redirects like every non-document method', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown({ method: 'yape', kind: 'pending', gatewayIdentifier: 'y', artifact: null }, navigate);
    expect($redirectCountdown.get()).toEqual({ state: 'counting', secondsLeft: 5, url: `${OFFICE}/?aid=77&sd=bia` });
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${OFFICE}/?aid=77&sd=bia`);
  });

  it.each([
    ['a pending pix (it waits for its notification)', 'BRL', { method: 'pix', kind: 'pending', gatewayIdentifier: 'x', artifact: null }],
    ['a nequi link', 'COP', { method: 'nequi', kind: 'pending', gatewayIdentifier: 'n', artifact: { kind: 'nequi', urlAccess: 'https://n.example/x' } }],
    ['a cash slip whose document did not come', 'MXN', { method: 'cash', kind: 'pending', gatewayIdentifier: 'c', artifact: null }],
    ['the MXN transfer’s slip', 'MXN', { method: 'bankTransfer', kind: 'pending', gatewayIdentifier: 't', artifact: null }],
  ] as [string, CurrencyCode, PaymentResult][])('part 2 §2: %s does not count down', (_case, currency, result) => {
    seed('', testProduct({ currency }));
    startRedirectCountdown(result, vi.fn());
    expect($redirectCountdown.get()).toBeNull();
  });

  it('WCAG 2.2.1 (part 2 §9\'s 5 s stay the default): "Stay on this page" stops the countdown where it is and it never redirects', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    vi.advanceTimersByTime(2000);
    stopRedirectCountdown();
    expect($redirectCountdown.get()).toEqual({ state: 'stopped', secondsLeft: 3, url: `${OFFICE}/?aid=77&sd=bia` });
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
    expect($redirectCountdown.get()?.secondsLeft).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stopped countdown stays stopped: a second start (a re-render) does not resume it', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    stopRedirectCountdown();
    startRedirectCountdown(paid, navigate);
    vi.advanceTimersByTime(10_000);
    expect($redirectCountdown.get()?.state).toBe('stopped');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('at zero the page is leaving: a stop then changes nothing, and a stop before any countdown is nothing', () => {
    seed();
    stopRedirectCountdown();
    expect($redirectCountdown.get()).toBeNull();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    vi.advanceTimersByTime(5000);
    stopRedirectCountdown();
    expect($redirectCountdown.get()?.state).toBe('leaving');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('WCAG 2.2.1: the live region\'s text is the whole 5 s once, the same at every second, then "stopped"', () => {
    seed();
    expect($redirectAnnouncement.get()).toBeNull();
    startRedirectCountdown(paid, vi.fn());
    const said: unknown[] = [$redirectAnnouncement.get()];
    const unlisten = $redirectAnnouncement.listen((announcement) => said.push(announcement));
    vi.advanceTimersByTime(3000);
    stopRedirectCountdown();
    unlisten();
    expect(said[0]).toEqual({ key: 'payment:done.redirect_announced', count: 5 });
    // One text while it counts (the seconds change, the announcement does not), then the stop.
    expect(new Set(said.map((announcement) => JSON.stringify(announcement)))).toEqual(
      new Set([JSON.stringify({ key: 'payment:done.redirect_announced', count: 5 }), JSON.stringify({ key: 'payment:done.redirect_stopped' })]),
    );
    expect(said.at(-1)).toEqual({ key: 'payment:done.redirect_stopped' });
  });

  it('a page reset stops a running countdown', () => {
    seed();
    const navigate = vi.fn();
    startRedirectCountdown(paid, navigate);
    resetStores('page');
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
