import { describe, expect, it } from 'vitest';
import { DEFAULT_PREMIUM_SLUGS } from '~/domain/plan-redirect';
import type { RedirectPolicy } from '~/domain/safe-redirect';
import { inactiveFallbackHref } from './inactive-fallback';

const policy: RedirectPolicy = {
  allowedOrigins: ['https://www.example.com', 'https://office.example.com'],
  officeUrl: 'https://office.example.com',
  sandboxOrigin: null,
};

describe('inactiveFallbackHref (part 1 §2 plan-inactive, §9 fallback premium plans)', () => {
  it.each([
    ['part 1 §2: redir_on_inactive address is the button', 'https://www.example.com/plans', 'USD', 'https://www.example.com/plans'],
    ['part 1 §2: redir_on_inactive slug goes to its checkout', 'premium-plus-plan', 'USD', '/payment/premium-plus-plan'],
    ['part 1 §9: empty redirect in BRL goes to the BRL 149 premium plan', '', 'BRL', `/payment/${DEFAULT_PREMIUM_SLUGS.BRL}`],
    ['part 1 §9: no redirect in USD goes to the USD 69 premium plan', null, 'USD', `/payment/${DEFAULT_PREMIUM_SLUGS.USD}`],
    ['part 1 §9: no redirect in EUR goes to the EUR 59 premium plan', null, 'EUR', `/payment/${DEFAULT_PREMIUM_SLUGS.EUR}`],
    ['part 1 §9: a currency without a premium plan uses the USD one', null, 'MXN', `/payment/${DEFAULT_PREMIUM_SLUGS.USD}`],
    ['part 1 §5: a currency that is not accepted uses the USD one', null, 'GHS', `/payment/${DEFAULT_PREMIUM_SLUGS.USD}`],
    ['DESIGN.md Security: an address off the allow-list falls back to the premium plan', 'https://evil.example/x', 'EUR', `/payment/${DEFAULT_PREMIUM_SLUGS.EUR}`],
    ['DESIGN.md Security: an http address falls back to the premium plan', 'http://www.example.com/plans', 'BRL', `/payment/${DEFAULT_PREMIUM_SLUGS.BRL}`],
  ])('%s', (_name, redirOnInactive, currency, href) => {
    expect(inactiveFallbackHref({ redirOnInactive, currency }, policy, DEFAULT_PREMIUM_SLUGS)).toBe(href);
  });

  it('has no button when no premium plan is configured and the plan has no redirect', () => {
    expect(inactiveFallbackHref({ redirOnInactive: null, currency: 'USD' }, policy, {})).toBeNull();
  });
});
