// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_ADMIN_TOKEN } from '~/sandbox/fixtures/payments';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { $paymentLookup, searchPayments, storedAdminToken } from './payment-lookup';

// The node sandbox answers the gateway here; the browser worker is not started in tests.
vi.mock('~/sandbox/browser', () => ({ startSandbox: async () => {} }));

describe('internal payment lookup (part 2 §2, §7; DESIGN.md "Security")', () => {
  beforeEach(() => {
    resetStores('page');
    sessionStorage.clear();
  });
  afterEach(() => setScenario({ fault: null, faultPath: '', faultTimes: 0 }));

  it('§2: lists the user\'s card payments of every type with the office-issued token', async () => {
    await searchPayments({ userId: '1001', method: 'credit_card', type: 'all' }, SANDBOX_ADMIN_TOKEN);
    const state = $paymentLookup.get();
    expect(state.state).toBe('done');
    expect(state.state === 'done' && state.rows.map((r) => [r.id_pagarme_payment, r.type, r.first_six_digits, r.last_four_digit])).toEqual([
      ['or_sandbox_0001', 'success', '424242', '4242'],
      ['or_sandbox_0002', 'failed', '400000', '0002'],
    ]);
    expect(storedAdminToken()).toBe(SANDBOX_ADMIN_TOKEN);
  });

  it('§2: filters by type (failed only)', async () => {
    await searchPayments({ userId: '1001', method: 'credit_card', type: 'failed' }, SANDBOX_ADMIN_TOKEN);
    const state = $paymentLookup.get();
    expect(state.state === 'done' && state.rows.map((r) => r.id_pagarme_payment)).toEqual(['or_sandbox_0002']);
  });

  it('§8: a user without payments is an empty result, not an error', async () => {
    await searchPayments({ userId: '9999', method: 'boleto', type: 'all' }, SANDBOX_ADMIN_TOKEN);
    expect($paymentLookup.get()).toMatchObject({ state: 'done', rows: [] });
  });

  it('a token the office refuses is reported and forgotten', async () => {
    sessionStorage.setItem('admin-lookup-token', 'old');
    await searchPayments({ userId: '1001', method: 'credit_card', type: 'all' }, 'wrong-token');
    expect($paymentLookup.get()).toEqual({ state: 'unauthorized' });
    expect(storedAdminToken()).toBe('');
  });

  it('a failed call keeps the query for the retry and names the failure', async () => {
    setScenario({ fault: 'http500', faultPath: '/info/payments', faultTimes: 1 });
    const query = { userId: '1001', method: 'boleto', type: 'all' } as const;
    await searchPayments(query, SANDBOX_ADMIN_TOKEN);
    expect($paymentLookup.get()).toEqual({ state: 'failed', query, messageKey: 'errors:request.http' });
    await searchPayments(query, SANDBOX_ADMIN_TOKEN);
    expect($paymentLookup.get()).toMatchObject({ state: 'done', rows: [{ id_pagarme_payment: 'or_sandbox_0003' }] });
  });

  it('an older answer never overwrites a newer search', async () => {
    const first = searchPayments({ userId: '1001', method: 'credit_card', type: 'all' }, SANDBOX_ADMIN_TOKEN);
    const second = searchPayments({ userId: '1001', method: 'boleto', type: 'all' }, SANDBOX_ADMIN_TOKEN);
    await Promise.all([first, second]);
    expect($paymentLookup.get()).toMatchObject({ state: 'done', query: { method: 'boleto' } });
  });
});
