import { describe, expect, it } from 'vitest';
import { subscribeHref } from './plan-links';

describe('subscribeHref (part 1 §2, decision 005)', () => {
  it.each([
    ['part 1 §2: monthly links to /payment/<slug>', 'core-account', 'MONTHLY', null, 'en', '/payment/core-account'],
    ['part 1 §2: yearly adds period=y', 'core-account', 'YEARLY', null, 'en', '/payment/core-account?period=y'],
    ['decision 005: the price list country travels with the link', 'essentials-plan', 'MONTHLY', 'us', 'en', '/payment/essentials-plan?country=us'],
    ['decision 005: a prefixed page keeps its language', 'essentials-plan', 'YEARLY', 'br', 'pt', '/payment/essentials-plan?period=y&country=br&lang=pt'],
    ['decision 005: pl keeps pl (the checkout shows English for it)', 'wp-advanced-plan', 'MONTHLY', null, 'pl', '/payment/wp-advanced-plan?lang=pl'],
  ] as const)('%s', (_row, slug, period, country, lang, expected) => {
    expect(subscribeHref(slug, period, { country, lang })).toBe(expected);
  });
});
