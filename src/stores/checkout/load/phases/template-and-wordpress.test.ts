import { describe, expect, it } from 'vitest';
import { HttpError } from '~/api/errors';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';

describe('templateAndWordpressPhase (part 1 §2, §4; part 2 §4.1, §7)', () => {
  it.each([
    ['part 2 §7: the WordPress order price in cents', 'wordpress-cloud-plan', '?stn_wp_order_id=wp-1001', { wordpress: 2990, template: null }],
    ['part 2 §7: the template amount', 'premium-template-plan', '?tp_slug=agency-pro', { wordpress: null, template: { amount: 4900, name: 'Agency Pro' } }],
    ['part 1 §4: other flows fetch nothing', 'premium-plus-plan', '', { wordpress: null, template: null }],
  ])('%s', async (_row, slug, search, prices) => {
    const { ctx, outcome } = await contextAfter(['templateAndWordpress'], loadInput(slug, search));
    expect(outcome).toEqual({ kind: 'continue' });
    expect(ctx.orderPrices).toEqual(prices);
  });

  it.each([
    ['part 1 §2: a WordPress plan without stn_wp_order_id', 'wordpress-cloud-plan', '', { code: 'unavailable', unavailableCase: 'wordpress', serverMessage: null }],
    ['part 1 §2: a template plan without tp_slug', 'premium-template-plan', '', { code: 'unavailable', unavailableCase: 'template', serverMessage: null }],
    ['part 1 §5: domain purchase without login', 'domain-purchase', '?payDomain=1&domain=a.com', { code: 'continue_load' }],
    ['part 1 §5: pause account needs an accepted currency', 'pause-account', '?pause_account=1&currency=ghs', { code: 'currency_not_available', currency: 'GHS' }],
  ])('%s', async (_row, slug, search, failure) => {
    const { outcome } = await contextAfter(['templateAndWordpress'], loadInput(slug, search));
    expect(outcome).toEqual({ kind: 'fail', failure });
  });

  it('part 1 §8: a template that cannot be fetched is logged and the load goes on', async () => {
    const { ctx, outcome } = await contextAfter(['templateAndWordpress'], loadInput('premium-template-plan', '?tp_slug=nope'));
    expect([outcome.kind, ctx.orderPrices.template]).toEqual(['continue', null]);
    expect(sandboxLogEntries().at(-1)).toMatchObject({ type: 'WARNING', message: 'checkout load: premium template nope failed (ignored)' });
  });

  it('part 1 §8: an unknown WordPress order is not swallowed (the spec lists only the template)', async () => {
    await expect(contextAfter(['templateAndWordpress'], loadInput('wordpress-cloud-plan', '?stn_wp_order_id=wp-9'))).rejects.toBeInstanceOf(HttpError);
  });
});
