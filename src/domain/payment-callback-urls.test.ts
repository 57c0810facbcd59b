import { describe, expect, it } from 'vitest';
import { checkoutReturnUrl, paymentCallbackUrls, TRANSIENT_RETURN_PARAMS, type CheckoutReturn, type PaymentCallbackConfig } from './payment-callback-urls';
import { readCheckoutOptions } from './flow-params';
import type { RedirectPolicy } from './safe-redirect';

const live: RedirectPolicy = {
  allowedOrigins: ['https://office.example.com', 'https://checkout.example.com'],
  officeUrl: 'https://office.example.com',
  sandboxOrigin: null,
};
const config: PaymentCallbackConfig = { siteUrl: 'https://checkout.example.com', officeUrl: 'https://office.example.com/' };
const plain: CheckoutReturn = { slug: 'premium-plus-plan', query: '', yearly: false, couponCode: null };
const SITE = 'https://checkout.example.com/payment/premium-plus-plan';

describe('paymentCallbackUrls (part 2 §7; DESIGN.md "Security": return URLs from configuration)', () => {
  it('builds both URLs from configuration and the slug', () => {
    expect(paymentCallbackUrls(plain, config, live)).toEqual({
      ok: true,
      notificationUrl: 'https://office.example.com/notifications/payment',
      redirUrlAfterPayment: SITE,
    });
  });

  it('part 2 §4.4: redir_url_after_payment keeps the checkout’s query, so the 3-D Secure return lands on the same purchase', () => {
    const urls = paymentCallbackUrls({ ...plain, query: '?invoice=50001&tp_slug=funnel-x&threeSecure=1&identify=3ds_1', yearly: true, couponCode: 'FREE100' }, config, live);
    expect(urls).toMatchObject({ ok: true, redirUrlAfterPayment: `${SITE}?invoice=50001&tp_slug=funnel-x&period=y&coupon=FREE100` });
  });

  it('accepts the local origin in sandbox only', () => {
    const sandbox = { ...live, sandboxOrigin: 'http://localhost:4321' };
    const local = { ...config, siteUrl: 'http://localhost:4321' };
    expect(paymentCallbackUrls(plain, local, sandbox)).toMatchObject({ ok: true, redirUrlAfterPayment: 'http://localhost:4321/payment/premium-plus-plan' });
    expect(paymentCallbackUrls(plain, local, live)).toEqual({ ok: false, field: 'redir_url_after_payment', refusal: 'protocol' });
  });

  it.each<[string, PaymentCallbackConfig, string, string]>([
    ['an http office', { ...config, officeUrl: 'http://office.example.com' }, 'notification_url', 'protocol'],
    ['an office outside the allow-list', { ...config, officeUrl: 'https://evil.example' }, 'notification_url', 'origin'],
    ['an office with user-info', { ...config, officeUrl: 'https://a@office.example.com' }, 'notification_url', 'user_info'],
    ['a site outside the allow-list', { ...config, siteUrl: 'https://checkout.evil.example' }, 'redir_url_after_payment', 'origin'],
    ['a site that is not a URL', { ...config, siteUrl: 'checkout' }, 'redir_url_after_payment', 'missing'],
  ])('refuses %s', (_name, bad, field, refusal) => {
    expect(paymentCallbackUrls(plain, bad, live)).toEqual({ ok: false, field, refusal });
  });

  it.each(['..', 'a/b', '..%2F..%2Fevil'])('refuses the slug %s', (slug) => {
    expect(paymentCallbackUrls({ ...plain, slug }, config, live)).toEqual({ ok: false, field: 'redir_url_after_payment', refusal: 'slug' });
  });
});

describe('checkoutReturnUrl: the checkout page every return comes back to (part 1 §2, part 2 §2, §4.4; decision 012)', () => {
  const back = (checkout: Partial<CheckoutReturn>, siteUrl = config.siteUrl) => checkoutReturnUrl({ ...plain, ...checkout }, siteUrl, live);

  it.each<[string, Partial<CheckoutReturn>, string]>([
    ['part 1 §2: the purchase’s own parameters travel (invoice, anyone-can-pay and user-id, url-after-payment, lang, aid)',
      { query: '?invoice=50001&anyone-can-pay=1&user-id=1002&url-after-payment=https:||www.example.com|ok&lang=pt&aid=777' },
      `${SITE}?invoice=50001&anyone-can-pay=1&user-id=1002&url-after-payment=https%3A%7C%7Cwww.example.com%7Cok&lang=pt&aid=777`],
    ['part 2 §2: the flow parameters travel (stn_wp_order_id, tp_slug, pause_account), repeated ones in their order',
      { query: 'stn_wp_order_id=77&tp_slug=funnel-x&pause_account=1&x=1&x=2' },
      `${SITE}?stn_wp_order_id=77&tp_slug=funnel-x&pause_account=1&x=1&x=2`],
    ['part 2 §2, §4.4: an earlier 3-D Secure return’s threeSecure, identify and Adyen’s redirectResult do not',
      { query: '?aid=7&threeSecure=1&identify=3ds_sandbox_1&redirectResult=rr_1' }, `${SITE}?aid=7`],
    ['a provider S wallet’s return parameters (its client secret among them) do not',
      { query: '?aid=7&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=failed' }, `${SITE}?aid=7`],
    ['part 1 §2 period=y: the yearly period the buyer pays is written, whatever the link said',
      { query: '?period=m', yearly: true }, `${SITE}?period=y`],
    ['the monthly period the buyer switched to drops the link’s period=y',
      { query: '?period=y&aid=7', yearly: false }, `${SITE}?aid=7`],
    ['part 1 §5: the coupon applied on the page is written (typed in the box, not in the link)',
      { query: '?aid=7', couponCode: 'FREE100' }, `${SITE}?aid=7&coupon=FREE100`],
    ['a coupon of the link that is not applied (removed, or refused) does not come back',
      { query: '?coupon=OFF10&aid=7', couponCode: null }, `${SITE}?aid=7`],
  ])('%s', (_name, checkout, expected) => {
    expect(back(checkout)).toEqual({ ok: true, url: expected });
  });

  it.each<[string, string]>([
    ['an encoded slash or dot-dot', '?next=..%2F..%2Fevil&%2F..=1'],
    ['an absolute URL', '?x=https://evil.example/&@evil.example=1'],
    ['a hash and a new query', '?a=%23frag%3Fb%3D1'],
  ])('DESIGN.md "Security": the page’s query (%s) never changes the origin or the path', (_name, query) => {
    const result = back({ query });
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.url : '');
    expect(`${url.origin}${url.pathname}`).toBe(SITE);
    expect(url.hash).toBe('');
  });

  it('the return’s own parameters still read as the 3-D Secure return once the gateway appends them (flow-params.ts)', () => {
    const result = back({ query: '?threeSecure=1&identify=old&aid=7', yearly: true });
    const landed = new URL(result.ok ? result.url : '');
    for (const [name, value] of [['threeSecure', '1'], ['identify', '3ds_2'], ['redirectResult', 'rr_2']] as const) landed.searchParams.set(name, value);
    const options = readCheckoutOptions(landed.searchParams);
    expect(options.threeDSecureReturn).toEqual({ identify: '3ds_2', redirectResult: 'rr_2' });
    expect(options.period).toBe('YEARLY');
    expect(TRANSIENT_RETURN_PARAMS).toEqual(expect.arrayContaining(['threeSecure', 'identify', 'redirectResult', 'payment_intent_client_secret']));
  });

  it.each<[string, Partial<CheckoutReturn>, string, string]>([
    ['a slug that walks up', { slug: '../evil' }, config.siteUrl, 'slug'],
    ['a site outside the allow-list', {}, 'https://checkout.evil.example', 'origin'],
    ['a site that is not a URL', {}, 'checkout', 'missing'],
  ])('refuses %s', (_name, checkout, siteUrl, refusal) => {
    expect(back(checkout, siteUrl)).toEqual({ ok: false, refusal });
  });
});
