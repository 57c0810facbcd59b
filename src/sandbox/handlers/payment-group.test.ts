import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { lazyHandlerGroup } from './lazy-group';
import { paymentGroup } from './payment-group';
import { isPaymentGroupCall } from './payment-group-paths';

// The payment calls' handlers load with the first payment call, not on the checkout's first visit. The
// list of where they answer (payment-group-paths.ts) must hold every one of them, and no other handler's call.
const pathOf = (handler: RequestHandler): string | null => {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? path.replace(/:\w+/g, 'x') : null;
};
const isCall = (path: string) => isPaymentGroupCall(new URL(path, 'http://localhost'));

describe('the payment handlers loaded on first use', () => {
  it('are all answered where the list says, and every one names its path', () => {
    const paths = paymentGroup.map(pathOf);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => path === null)).toEqual([]);
    expect(paths.filter((path) => !isCall(path!))).toEqual([]);
  });

  it('leave every other call to the handlers loaded at start (login status, the product, locale by IP...)', () => {
    const others = handlers.map(pathOf).filter((path): path is string => path !== null);
    expect(others.length).toBeGreaterThan(20);
    expect(others.filter(isCall)).toEqual([]);
    expect(others).toEqual(expect.arrayContaining([expect.stringMatching(/\/login-status$/), expect.stringMatching(/\/plan-or-fee\/x$/), expect.stringMatching(/\/search-locale-by-ip$/)]));
  });

  it('fail one call when their code does not arrive, and load again for the next call', async () => {
    let loads = 0;
    const { handler: group } = lazyHandlerGroup(
      (url) => url.pathname.startsWith('/sandbox-api/gateway/payment/'),
      async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return [http.post('http://localhost/sandbox-api/gateway/payment/single', () => HttpResponse.json({ ok: true }))];
      },
    );
    const pay = () => new Request('http://localhost/sandbox-api/gateway/payment/single', { method: 'POST', body: '{}' });
    await expect(getResponse([group], pay())).rejects.toThrow(TypeError);
    expect(await (await getResponse([group], pay()))?.json()).toEqual({ ok: true });
    expect(await getResponse([group], new Request('http://localhost/sandbox-api/office/br/office/login-status'))).toBeUndefined();
    expect(loads).toBe(2);
  });
});
