import { describe, expect, it, vi } from 'vitest';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $checkoutToken } from '../../session';

const phases = ['loginStatus', 'product', 'invoice', 'invoiceNotes'] as const;

describe('invoiceNotesPhase (part 1 §4, part 2 §3, §7)', () => {
  it.each([
    ['part 2 §7: support with e-mail and sales', 'cs_code=CS-CARLA', '?sales=camila', { support: 'Carla Ribeiro', sales: 'camila' }],
    ['part 2 §7: support without e-mail', 'cs_code=CS-DIEGO', '', { support: 'Diego Torres' }],
    ['part 2 §7: an unknown code finds nobody', 'cs_code=CS-NOBODY', '?sales=rui', { sales: 'rui' }],
    ['part 1 §4: nothing to store sends nothing', '', '', null],
  ])('%s', async (_row, cookies, search, note) => {
    setScenario({ user: 'br' });
    await contextAfter(phases, loadInput('premium-plus-plan', search, { cookies }));
    expect(sandboxInvoice(6001)?.note).toEqual(note);
  });

  it('part 1 §8: a failed support lookup is only logged, and the cookie is kept', async () => {
    setScenario({ user: 'br', fault: 'http500', faultTimes: 1, faultPath: 'get-support-by-code' });
    const removeCookie = vi.fn();
    const { outcome } = await contextAfter(phases, loadInput('premium-plus-plan', '?sales=ana', { cookies: 'cs_code=CS-CARLA', removeCookie }));
    expect(outcome).toEqual({ kind: 'continue' });
    expect(removeCookie).not.toHaveBeenCalled();
    expect(sandboxLogEntries().some((e) => e.message === 'checkout load: support lookup failed (ignored)')).toBe(true);
    expect(sandboxInvoice(6001)?.note).toEqual({ sales: 'ana' });
  });

  it('part 1 §4: a visitor has no invoice, so the cookie waits for the login', async () => {
    const removeCookie = vi.fn();
    await contextAfter(phases, loadInput('premium-plus-plan', '', { cookies: 'cs_code=CS-CARLA', removeCookie }));
    expect(removeCookie).not.toHaveBeenCalled();
  });
});

describe('checkoutTokenPhase (part 2 §7, §8)', () => {
  it.each([
    ['part 2 §7: a logged-in buyer gets a token', 'br', /^chk_sandbox_1001_/],
    ['part 1 §4: a visitor gets none', null, null],
  ])('%s', async (_row, user, token) => {
    setScenario({ user });
    await contextAfter(['loginStatus', 'checkoutToken'], loadInput('premium-plus-plan'));
    if (token === null) expect($checkoutToken.get()).toBeNull();
    else expect($checkoutToken.get()).toMatch(token);
  });
});
