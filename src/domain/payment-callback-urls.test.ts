import { describe, expect, it } from 'vitest';
import { paymentCallbackUrls, type PaymentCallbackConfig } from './payment-callback-urls';
import type { RedirectPolicy } from './safe-redirect';

const live: RedirectPolicy = {
  allowedOrigins: ['https://office.example.com', 'https://checkout.example.com'],
  officeUrl: 'https://office.example.com',
  sandboxOrigin: null,
};
const config: PaymentCallbackConfig = { siteUrl: 'https://checkout.example.com', officeUrl: 'https://office.example.com/' };

describe('paymentCallbackUrls (part 2 §7; DESIGN.md "Security": return URLs from configuration)', () => {
  it('builds both URLs from configuration and the slug', () => {
    expect(paymentCallbackUrls('premium-plus-plan', config, live)).toEqual({
      ok: true,
      notificationUrl: 'https://office.example.com/notifications/payment',
      redirUrlAfterPayment: 'https://checkout.example.com/payment/premium-plus-plan',
    });
  });

  it('accepts the local origin in sandbox only', () => {
    const sandbox = { ...live, sandboxOrigin: 'http://localhost:4321' };
    const local = { ...config, siteUrl: 'http://localhost:4321' };
    expect(paymentCallbackUrls('premium-plus-plan', local, sandbox)).toMatchObject({ ok: true, redirUrlAfterPayment: 'http://localhost:4321/payment/premium-plus-plan' });
    expect(paymentCallbackUrls('premium-plus-plan', local, live)).toEqual({ ok: false, field: 'redir_url_after_payment', refusal: 'protocol' });
  });

  it.each<[string, PaymentCallbackConfig, string, string]>([
    ['an http office', { ...config, officeUrl: 'http://office.example.com' }, 'notification_url', 'protocol'],
    ['an office outside the allow-list', { ...config, officeUrl: 'https://evil.example' }, 'notification_url', 'origin'],
    ['an office with user-info', { ...config, officeUrl: 'https://a@office.example.com' }, 'notification_url', 'user_info'],
    ['a site outside the allow-list', { ...config, siteUrl: 'https://checkout.evil.example' }, 'redir_url_after_payment', 'origin'],
    ['a site that is not a URL', { ...config, siteUrl: 'checkout' }, 'redir_url_after_payment', 'missing'],
  ])('refuses %s', (_name, bad, field, refusal) => {
    expect(paymentCallbackUrls('premium-plus-plan', bad, live)).toEqual({ ok: false, field, refusal });
  });

  it.each(['..', 'a/b', '..%2F..%2Fevil'])('refuses the slug %s', (slug) => {
    expect(paymentCallbackUrls(slug, config, live)).toEqual({ ok: false, field: 'redir_url_after_payment', refusal: 'slug' });
  });
});
