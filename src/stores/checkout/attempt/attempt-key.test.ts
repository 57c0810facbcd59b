// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeySchema } from '~/api/payment/idempotency-key';
import type { AttemptScope } from './attempt-key';

type AttemptKeyModule = typeof import('./attempt-key');

/** The module as a freshly loaded page sees it: a reload keeps sessionStorage and loses module memory. */
async function loadPage(): Promise<AttemptKeyModule> {
  vi.resetModules();
  return import('./attempt-key');
}

const scope: AttemptScope = { slug: 'premium-plus-plan', invoiceId: '50001', method: 'creditCard', currency: 'USD', amount: 6900 };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('attempt key (DESIGN.md "Security": one payment at a time; decision 012)', () => {
  it('gives a UUID key and the same key to every press of the same attempt', async () => {
    const page = await loadPage();
    const key = page.attemptKey(scope);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(page.attemptKey({ ...scope })).toBe(key);
  });

  it('reuses the key after a reload (a return from 3-D Secure, PayPal or a bank is one)', async () => {
    const key = (await loadPage()).attemptKey(scope);
    const reloaded = await loadPage();
    expect(reloaded.openAttempt()).toEqual({ key, scope });
    expect(reloaded.attemptKey(scope)).toBe(key);
  });

  it.each<[string, Partial<AttemptScope>]>([
    ['another method', { method: 'pix' }],
    ['another amount (a coupon applied)', { amount: 3450 }],
    ['another currency', { currency: 'EUR' }],
    ['another invoice', { invoiceId: '50002' }],
    ['another product', { slug: 'premium-plan' }],
  ])('starts a new attempt with a new key for %s', async (_name, patch) => {
    const page = await loadPage();
    const first = page.attemptKey(scope);
    const second = page.attemptKey({ ...scope, ...patch });
    expect(second).not.toBe(first);
    expect(page.openAttempt()?.key).toBe(second);
  });

  it('takes a new key after the attempt ended with a definite answer', async () => {
    const page = await loadPage();
    const first = page.attemptKey(scope);
    page.endAttempt(first);
    expect(page.openAttempt()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(page.attemptKey(scope)).not.toBe(first);
  });

  it('ends nothing for a key that is not the open one', async () => {
    const page = await loadPage();
    const open = page.attemptKey(scope);
    page.endAttempt('00000000-0000-4000-8000-000000000000');
    expect(page.openAttempt()?.key).toBe(open);
  });

  it('keeps nothing about the card: only the key and the purchase, method and amount', async () => {
    const page = await loadPage();
    page.attemptKey(scope);
    const stored = JSON.parse(sessionStorage.getItem(page.ATTEMPT_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['key', 'scope']);
    expect(Object.keys(stored.scope as object).sort()).toEqual(['amount', 'currency', 'invoiceId', 'method', 'slug']);
  });

  it('refuses to store a scope that carries anything else, a card number say', async () => {
    const page = await loadPage();
    expect(() => page.attemptKey({ ...scope, cardNumber: '4242424242424242' } as AttemptScope)).toThrow();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a stored value that is not an attempt', async () => {
    sessionStorage.setItem('checkout.payment-attempt', '{"key":"click-1","scope":{}}');
    const page = await loadPage();
    expect(page.openAttempt()).toBeNull();
    expect(page.attemptKey(scope)).not.toBe('click-1');
  });

  it('keeps the attempt in memory when sessionStorage fails', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const page = await loadPage();
    const key = page.attemptKey(scope);
    expect(page.attemptKey(scope)).toBe(key);
  });
});
