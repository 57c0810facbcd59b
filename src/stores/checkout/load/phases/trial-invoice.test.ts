import { describe, expect, it } from 'vitest';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { setScenario } from '~/sandbox/scenario';
import { countSandboxCalls } from '../../../../../tests/setup/count-calls';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $product } from '../../session';
import { runLoadSequence } from '../load-sequence';

/*
 * Decision 054: a trial plan is not offered again to a buyer whose trial invoice is running (part 1 §7
 * get-user-has-trial-active-invoice); like every trial slug of part 1 §4, it goes to the premium plan of its currency.
 * The sandbox's `trial` account (1014) has premium-plus-plan-trial running; `us` has no trial.
 */
const TRIAL = 'premium-plus-plan-trial';
const CALL = 'get-user-has-trial-active-invoice';

describe('productPhase: a trial already running (part 1 §4, §7; decision 054)', () => {
  it.each([
    ['part 1 §4: a running trial sends the trial plan to the USD premium plan, with the query', 'trial', TRIAL, '?aid=777', { kind: 'leave', to: '/payment/premium-plan-69-usd?aid=777' }, 1],
    ['part 1 §7: a buyer without a running trial is offered the trial', 'us', TRIAL, '', { kind: 'continue' }, 1],
    ['part 1 §4: a visitor is not asked about (no account to ask for)', null, TRIAL, '', { kind: 'continue' }, 0],
    ['part 1 §4: a plan that is no trial is not asked about', 'trial', 'premium-plus-plan', '', { kind: 'continue' }, 0],
  ] as const)('%s', async (_row, user, slug, search, outcome, calls) => {
    setScenario({ user });
    const asked = countSandboxCalls(CALL);
    const { outcome: got } = await contextAfter(['loginStatus', 'product'], loadInput(slug, search));
    expect(got).toEqual(outcome);
    expect(asked()).toBe(calls);
    expect($product.get()?.slug ?? null).toBe(outcome.kind === 'continue' ? slug : null);
  });

  it('part 1 §8 (optional calls): a failed question is logged and the trial is offered, never a lost buyer', async () => {
    setScenario({ user: 'trial', fault: 'http500', faultPath: CALL, faultTimes: 1 });
    const { outcome } = await contextAfter(['loginStatus', 'product'], loadInput(TRIAL));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($product.get()?.slug).toBe(TRIAL);
    expect(sandboxLogEntries().some((e) => e.message === 'checkout load: trial invoice lookup failed (ignored)')).toBe(true);
  });

  it('part 1 §4: the whole load leaves for the premium plan before any invoice is made', async () => {
    setScenario({ user: 'trial' });
    const invoices = countSandboxCalls('/invoice/create');
    await expect(runLoadSequence(loadInput(TRIAL))).resolves.toEqual({ state: 'leaving', to: '/payment/premium-plan-69-usd' });
    expect(invoices()).toBe(0);
  });
});
