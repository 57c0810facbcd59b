import { describe, expect, it } from 'vitest';
import { allRoutes, type RouteEndpoint } from '~/domain/method-routes';
import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from './payment-endpoints';

describe('main-payment endpoints (part 2 §7 "endpoint chosen by gateway and method")', () => {
  it('every endpoint of the domain’s method-route table is one of ours, at the route’s provider', () => {
    const routed = allRoutes().filter(({ route }) => route.endpoint !== null);
    const mismatched = routed.filter(({ provider, route }) => {
      const endpoint = PAYMENT_ENDPOINTS[route.endpoint as PaymentEndpoint] as { provider: string | null } | undefined;
      return endpoint?.provider !== provider;
    });
    expect(routed.length).toBeGreaterThan(0);
    expect(mismatched).toEqual([]);
  });

  it('names the route endpoints with the api’s endpoint type (a route endpoint the api lacks fails to compile)', () => {
    const asApiEndpoint = (endpoint: RouteEndpoint): PaymentEndpoint => endpoint;
    const paths = allRoutes().flatMap(({ route }) => (route.endpoint === null ? [] : [PAYMENT_ENDPOINTS[asApiEndpoint(route.endpoint as RouteEndpoint)].path]));
    expect(paths.filter((path) => !path.startsWith('/payment/'))).toEqual([]);
    expect(paths).toContain('/payment/provider-u/yape');
  });
});
