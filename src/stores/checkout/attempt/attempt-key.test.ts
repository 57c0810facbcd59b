// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeySchema } from '~/api/payment/idempotency-key';
import type { AttemptScope } from './attempt-key';

type Page = typeof import('./attempt-key') & typeof import('../purchase/ledger') & typeof import('../purchase/ledger-key');

/** The modules as a freshly loaded page (or another tab) sees them: localStorage stays, module memory is lost. */
async function loadPage(): Promise<Page> {
  vi.resetModules();
  return { ...(await import('./attempt-key')), ...(await import('../purchase/ledger')), ...(await import('../purchase/ledger-key')) };
}

const PURCHASE = '42|premium-plus-plan|plan|';
const scope: AttemptScope = { purchase: PURCHASE, slug: 'premium-plus-plan', invoiceId: '50001', method: 'creditCard', currency: 'USD', amount: 6900 };

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('attempt key in the purchase ledger (DESIGN.md "Security": one payment at a time; decision 012)', () => {
  it('gives a UUID key and the same key to every press of the same attempt', async () => {
    const page = await loadPage();
    const key = page.attemptKey(scope);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(page.attemptKey({ ...scope })).toBe(key);
  });

  it('finds the open attempt after a reload and in another tab: the ledger is the browser\'s, not the tab\'s', async () => {
    const key = (await loadPage()).attemptKey(scope);
    const reloaded = await loadPage();
    expect(reloaded.openAttempt(PURCHASE)).toMatchObject({ key, scope, state: 'open' });
    expect(reloaded.hasLedger()).toBe(true);
    expect(reloaded.attemptKey(scope)).toBe(key);
  });

  it('belongs to the purchase: another invoice of the same purchase finds the same record', async () => {
    const page = await loadPage();
    const key = page.attemptKey(scope);
    expect(page.purchaseRecord(PURCHASE)?.key).toBe(key);
    expect(page.purchaseRecord('42|premium-plan|plan|')).toBeNull();
  });

  it.each<[string, Partial<AttemptScope>]>([
    ['another method', { method: 'pix' }],
    ['another amount (a coupon applied)', { amount: 3450 }],
    ['another currency', { currency: 'EUR' }],
    ['another invoice', { invoiceId: '50002' }],
  ])('a press with %s after the first closed is a new attempt with a new key', async (_name, patch) => {
    const page = await loadPage();
    const first = page.attemptKey(scope);
    page.endAttempt(first, 'refused');
    const second = page.attemptKey({ ...scope, ...patch });
    expect(second).not.toBe(first);
    expect(page.openAttempt(PURCHASE)?.key).toBe(second);
  });

  it('a refusal removes the record: the next press takes a new key', async () => {
    const page = await loadPage();
    const first = page.attemptKey(scope);
    page.endAttempt(first, 'refused');
    expect(page.openAttempt(PURCHASE)).toBeNull();
    expect(localStorage.getItem(page.LEDGER_STORAGE_KEY)).toBeNull();
    expect(page.hasLedger()).toBe(false);
    expect(page.attemptKey(scope)).not.toBe(first);
  });

  it.each(['paid', 'pending'] as const)('%s keeps the purchase\'s record in that state (Back finds it), no longer open', async (answer) => {
    const page = await loadPage();
    const key = page.attemptKey(scope);
    page.endAttempt(key, answer);
    expect(page.openAttempt(PURCHASE)).toBeNull();
    expect((await loadPage()).purchaseRecord(PURCHASE)).toMatchObject({ key, state: answer });
  });

  it('ends nothing for a key that is not the open one', async () => {
    const page = await loadPage();
    const open = page.attemptKey(scope);
    page.endAttempt('00000000-0000-4000-8000-000000000000', 'refused');
    expect(page.openAttempt(PURCHASE)?.key).toBe(open);
  });

  it('keeps an open attempt past its key\'s 24 hours, for a month (it is never forgotten unanswered), a paid one for a week', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00Z') });
    const page = await loadPage();
    const open = page.attemptKey(scope);
    vi.setSystemTime(Date.parse('2026-11-28T11:00:00Z'));
    const dayLater = (await loadPage()).purchaseRecord(PURCHASE);
    expect(dayLater).toMatchObject({ key: open, state: 'open' });
    expect(page.pastKeyLifetime(dayLater!)).toBe(true);
    vi.setSystemTime(Date.parse('2026-12-27T09:59:59Z'));
    expect((await loadPage()).purchaseRecord(PURCHASE)?.key).toBe(open);
    vi.setSystemTime(Date.parse('2026-12-27T10:00:01Z'));
    expect((await loadPage()).purchaseRecord(PURCHASE)).toBeNull();
    const later = await loadPage();
    later.endAttempt(later.attemptKey(scope), 'paid');
    vi.setSystemTime(Date.parse('2027-01-03T10:00:00Z'));
    expect((await loadPage()).purchaseRecord(PURCHASE)?.state).toBe('paid');
    vi.setSystemTime(Date.parse('2027-01-03T10:00:02Z'));
    expect((await loadPage()).purchaseRecord(PURCHASE)).toBeNull();
  });

  it('keeps nothing about the card: only the key, the purchase, method and amount, the state and the time', async () => {
    const page = await loadPage();
    page.attemptKey(scope);
    const stored = JSON.parse(localStorage.getItem(page.LEDGER_STORAGE_KEY) ?? 'null') as Record<string, Record<string, unknown>>;
    expect(Object.keys(stored)).toEqual([PURCHASE]);
    expect(Object.keys(stored[PURCHASE]!).sort()).toEqual(['at', 'key', 'scope', 'state']);
    expect(Object.keys(stored[PURCHASE]!.scope as object).sort()).toEqual(['amount', 'currency', 'invoiceId', 'method', 'purchase', 'slug']);
  });

  it('refuses to store a scope that carries anything else, a card number say', async () => {
    const page = await loadPage();
    expect(() => page.attemptKey({ ...scope, cardNumber: '4242424242424242' } as AttemptScope)).toThrow();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored value that is not a record', async () => {
    localStorage.setItem('checkout.purchases', JSON.stringify({ [PURCHASE]: { key: 'click-1', scope: {} } }));
    const page = await loadPage();
    expect(page.openAttempt(PURCHASE)).toBeNull();
    expect(page.attemptKey(scope)).not.toBe('click-1');
  });

  it('keeps the attempt in memory for the page when localStorage fails, and says the ledger has it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const page = await loadPage();
    const key = page.attemptKey(scope);
    expect(page.attemptKey(scope)).toBe(key);
    expect(page.hasLedger()).toBe(true);
  });
});
