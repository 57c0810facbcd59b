import { describe, expect, it } from 'vitest';
import * as c from '~/domain/constants';

// The spec's numbers, written out as the spec states them (seconds, units, GB), converted here to the
// constants' units; a constant changed by mistake fails its row.
describe('business constants', () => {
  it.each<[string, number, number]>([
    ['part 1 §9: password minimum 8 characters', c.PASSWORD_MIN_LENGTH, 8],
    ['part 1 §9: reload after sign-up 2000 ms', c.RELOAD_AFTER_SIGN_UP_MS, 2000],
    ['part 2 §9: possible-fraud attempts limit 3', c.POSSIBLE_FRAUD_ATTEMPTS_LIMIT, 3],
    ['part 1 §9: annual discount advertised 10%', c.ANNUAL_DISCOUNT_PERCENT, 10],
    ['part 2 §9: annual total is 12 times monthly', c.MONTHS_PER_YEAR, 12],
    ['part 1 §9: trial label 14 days', c.TRIAL_LABEL_DAYS, 14],
    ['part 1 §9: refund guarantee 30 days on checkout', c.REFUND_GUARANTEE_DAYS_CHECKOUT, 30],
    ['part 1 §9: refund guarantee 7 days on the legacy page', c.REFUND_GUARANTEE_DAYS_LEGACY, 7],
    ['part 1 §9: default tool list shows 2', c.DEFAULT_TOOLS_SHOWN, 2],
    ['part 2 §9: unlimited quantity is 999999', c.UNLIMITED_QUANTITY, 999999],
    ['part 2 §9: blank quantity is 0', c.BLANK_QUANTITY, 0],
    ['part 1 §9: KB per GB is 1024 x 1024', c.KB_PER_GB, 1048576],
    ['part 2 §9: carousel shows 3 per page', c.CAROUSEL_ITEMS_PER_PAGE, 3],
    ['part 2 §9: carousel gutter 8', c.CAROUSEL_GUTTER_PX, 8],
    ['part 1 §9: webinar room up to 20 participants', c.WEBINAR_MAX_PARTICIPANTS, 20],
    ['part 2 §9: prices held in cents (x 100)', c.CENTS_PER_UNIT, 100],
    ['part 1 §9: pause account fee 1500 cents USD', c.PAUSE_ACCOUNT_FEE_USD_CENTS, 1500],
    ['part 1 §9: fallback reference USD 87.9', c.FALLBACK_REFERENCE_USD_CENTS, 87.9 * 100],
    ['part 1 §9: Funnel Club first payment +$199', c.FUNNEL_CLUB_FIRST_PAYMENT_USD_CENTS, 199 * 100],
    ['part 2 §9: hidden-plan override after 60 days', c.HIDDEN_PLAN_REDIRECT_MAX_EXPIRED_DAYS, 60],
    ['part 2 §9: 3-D Secure auto-submit 2 seconds', c.THREE_DS_AUTO_SUBMIT_MS, 2 * 1000],
    ['part 2 §9: redirect countdown 5 seconds', c.REDIRECT_COUNTDOWN_S, 5],
    ['part 2 §9: back-to-start delay 1.5 seconds', c.BACK_TO_START_DELAY_MS, 1.5 * 1000],
    ['part 2 §9: pix polling every 5 seconds', c.PIX_POLL_INTERVAL_MS, 5 * 1000],
    ['part 2 §9: pix wait 10 minutes', c.PIX_WAIT_MINUTES, 10],
    ['part 2 §4.5: pix countdown in 60-second steps', c.PIX_COUNTDOWN_STEP_MS, 60 * 1000],
    ['part 2 §9: invoice note cleared after 300 ms', c.INVOICE_NOTE_CLEAR_DELAY_MS, 300],
    ['part 2 §9: invalid-invoice notice 6 seconds', c.INVALID_INVOICE_NOTICE_MS, 6 * 1000],
    ['part 1 §9: Facebook purchase resolves after 1 s', c.TRACKING_PURCHASE_RESOLVE_MS, 1000],
    ['part 1 §9: GA4 starts after 1 s', c.TRACKING_ANALYTICS_START_MS, 1000],
    ['part 1 §9: tag manager delayed 4 s', c.TRACKING_TAG_MANAGER_DELAY_MS, 4000],
    ['part 1 §9: tracking script retries every 100 ms', c.TRACKING_SCRIPT_RETRY_MS, 100],
    ['part 1 §9: tracking script retries up to 300 times', c.TRACKING_SCRIPT_MAX_RETRIES, 300],
  ])('%s', (_section, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, readonly number[], number[]]>([
    ['part 2 §9: sponsor first-payment amounts 1000.00, 500.00, 199.00', c.SPONSOR_FIRST_PAYMENT_CENTS, [1000, 500, 199].map((units) => units * 100)],
    ['part 2 §9: product ids 63, 64, 65 hide the stamps', c.STAMPS_HIDDEN_PRODUCT_IDS, [63, 64, 65]],
    ['part 2 §9: product ids 3156 and 3025 are special for first months', c.FIRST_MONTH_SPECIAL_PRODUCT_IDS, [3156, 3025]],
  ])('%s', (_section, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('falls back to premium BRL 149, USD 69, EUR 59 (part 1 §2, §9)', () => {
    expect(c.FALLBACK_PREMIUM_PLAN_CENTS).toEqual({ BRL: 149 * 100, USD: 69 * 100, EUR: 59 * 100 });
  });

  it('prices the legacy plans in cents (part 1 §3)', () => {
    expect(c.LEGACY_PLAN_PRICES_CENTS).toEqual({
      'starter-plan': 1790, 'marketer-plan': 7790, 'premium-plan': 8790, 'funnel-club-plan': 8790,
      'wp-starter-plan': 2790, 'wp-marketer-plan': 8790, 'wp-premium-plan': 9790, 'wp-funnel-club-plan': 9790,
    });
  });

  it.each([
    ['part 1 §9: Starter 1 domain, 3 subdomains, 2,000 subscribers, 2GB', 'starter', [1, 3, 2000, 2]],
    ['part 1 §9: Marketer 3, 5, 5,000, 5GB', 'marketer', [3, 5, 5000, 5]],
    ['part 1 §9: Premium 15, unlimited, 10,000, 10GB', 'premium', [15, 999999, 10000, 10]],
    ['part 1 §9: Funnel Club 15, unlimited, 25,000, 10GB', 'funnel-club', [15, 999999, 25000, 10]],
  ] as const)('%s', (_section, plan, [domains, subdomains, subscribers, storageGb]) => {
    expect(c.LEGACY_PLAN_LIMITS[plan]).toEqual({ domains, subdomains, subscribers, storageGb });
  });
});
