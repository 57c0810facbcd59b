import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getPremiumTemplate } from './get-premium-template';
import { getWordpressOrderPrice } from './get-wordpress-order';

const wpUrl = apiUrl('office', '/office/wordpress-cloud/order/:orderId');
const templateUrl = apiUrl('office', '/office/cheetah/premium-template/:tpSlug');

describe('getWordpressOrderPrice and getPremiumTemplate (part 2 §7 "Order amounts")', () => {
  it.each([
    ['part 2 §7: the WordPress order price already in cents', () => getWordpressOrderPrice('wp-1001'), 2990],
    ['part 2 §7: a cents price sent as text', () => getWordpressOrderPrice('wp-2002'), 5990],
    ['part 2 §7: data.template.amount in units becomes cents', () => getPremiumTemplate('agency-pro'), { amount: 4900, name: 'Agency Pro' }],
  ])('%s', async (_row, call, expected) => {
    await expect(call()).resolves.toEqual(expected);
  });

  it.each([
    ['WordPress order', () => getWordpressOrderPrice('wp-missing')],
    ['premium template', () => getPremiumTemplate('no-template')],
  ])('answers 404 for an unknown %s', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['WordPress: a payload missing a field', wpUrl, () => getWordpressOrderPrice('x'), {}, 'price'],
    ['WordPress: a wrong type (cents must be whole)', wpUrl, () => getWordpressOrderPrice('x'), { price: 29.9 }, 'price'],
    ['template: a payload missing a field', templateUrl, () => getPremiumTemplate('x'), { data: { template: {} } }, 'data.template.amount'],
    ['template: a wrong type', templateUrl, () => getPremiumTemplate('x'), { data: { template: { amount: [49] } } }, 'data.template.amount'],
  ])('turns %s into a SchemaError naming the field', async (_name, url, call, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
