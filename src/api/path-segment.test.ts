import { describe, expect, it, vi } from 'vitest';
import { getDomainOrder } from '~/api/addons/get-domain-order';
import { getPremiumTemplate } from '~/api/addons/get-premium-template';
import { getWordpressOrderPrice } from '~/api/addons/get-wordpress-order';
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import { getTool } from '~/api/catalog/get-tool';
import { apiUrl } from '~/api/endpoints';
import { hasDotSegment, pathSegment, UnsafePathSegmentError } from './path-segment';

describe('identifiers as API path segments (DESIGN.md "Security")', () => {
  it.each<[string, boolean]>([
    ['/api/v1/order/../checkout', true],
    ['/api/v1/order/./checkout', true],
    ['/api/v1/order/%2e%2E/checkout', true],
    ['/api/v1/order/.%2e', true],
    ['/api/v1/order/ORD-1001/checkout', false],
    ['/office/tool/v1.2', false],
  ])('hasDotSegment(%s) -> %s', (path, expected) => {
    expect(hasDotSegment(path)).toBe(expected);
  });

  it('apiUrl refuses a path that walks up the API', () => {
    expect(() => apiUrl('office', '/api/v1/order/../checkout')).toThrow(UnsafePathSegmentError);
    expect(apiUrl('office', '/api/v1/order/ORD-1001/checkout')).toMatch(/\/api\/v1\/order\/ORD-1001\/checkout$/);
  });

  it('pathSegment encodes a safe identifier and refuses the rest', () => {
    expect(pathSegment('call', 'ORD-1001')).toBe('ORD-1001');
    for (const bad of ['..', '.', 'a/b', '%2e%2e', '']) expect(() => pathSegment('call', bad)).toThrow(UnsafePathSegmentError);
  });

  it.each<[string, () => Promise<unknown>]>([
    ['order=.. never reaches /api/v1/checkout with the bearer token', () => getDomainOrder('..', 'sandbox-domain-token-1001')],
    ['tp_slug=.. is refused', () => getPremiumTemplate('..')],
    ['stn_wp_order_id=../x is refused', () => getWordpressOrderPrice('../x')],
  ])('%s, before any request', async (_name, run) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(run()).rejects.toBeInstanceOf(UnsafePathSegmentError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(['..', '.', 'a/b', '100%'])('part 1 §8: the slug %s names no plan, fee or tool, and is never sent', async (slug) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(getPlanOrFee(slug, 'pt')).resolves.toEqual({ kind: 'not_found' });
    await expect(getTool(slug, 'pt')).resolves.toEqual({ kind: 'not_found' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
