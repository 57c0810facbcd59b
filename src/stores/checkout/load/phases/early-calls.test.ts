import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { runLoadSequence } from '../load-sequence';
import { $product } from '../../session';
import { startEarlyCalls } from './early-calls';

afterEach(() => {
  sandboxServer.events.removeAllListeners();
  setScenario({ user: null, fault: null, faultPath: '', faultTimes: 0 });
});

/** The office calls as they happen: `start <path>?<query>` and `end <path>`, in order. */
function recordCalls(): string[] {
  const events: string[] = [];
  const name = (request: Request) => {
    const url = new URL(request.url);
    return `${url.pathname.split('/').pop()}${url.searchParams.has('user_lang') ? `?user_lang=${url.searchParams.get('user_lang')}` : ''}`;
  };
  sandboxServer.events.on('request:start', ({ request }) => void events.push(`start ${name(request)}`));
  sandboxServer.events.on('response:mocked', ({ request }) => void events.push(`end ${name(request)}`));
  return events;
}

const PHASES_TO_PRODUCT = ['translations', 'loginStatus', 'sponsor', 'templateAndWordpress', 'checkoutToken', 'product'] as const;

// DESIGN.md "interactive in under 1.5 s on a simulated mobile": the calls whose inputs the URL gives go with login
// status; part 1 §4's phases still take their answers in the spec's order.
describe('early calls alongside login status (part 1 §4 load sequence)', () => {
  it('a visitor: the product (in the browser language) and locale-by-IP calls leave before login status answers, once each', async () => {
    const calls = recordCalls();
    const { outcome } = await contextAfter([...PHASES_TO_PRODUCT, 'localeByIp'], loadInput('premium-plus-plan'));
    expect(outcome.kind).toBe('continue');
    const loginAnswered = calls.indexOf('end login-status');
    expect(loginAnswered).toBeGreaterThan(-1);
    expect(calls.indexOf('start premium-plus-plan?user_lang=pt')).toBeLessThan(loginAnswered);
    expect(calls.indexOf('start search-locale-by-ip')).toBeLessThan(loginAnswered);
    expect(calls.filter((c) => c.startsWith('start premium-plus-plan'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('start search-locale-by-ip'))).toHaveLength(1);
    expect($product.get()?.slug).toBe('premium-plus-plan');
  });

  it('part 1 §1: a logged-in account whose office language is not the browser\'s gets the product again in its language', async () => {
    setScenario({ user: 'de' });
    const calls = recordCalls();
    await contextAfter(PHASES_TO_PRODUCT, loadInput('premium-plan-59-eur'));
    expect(calls.filter((c) => c.startsWith('start premium-plan-59-eur'))).toEqual([
      'start premium-plan-59-eur?user_lang=pt',
      'start premium-plan-59-eur?user_lang=de',
    ]);
    expect($product.get()?.slug).toBe('premium-plan-59-eur');
  });

  it('part 1 §4: a failed early product call fails the load as the call itself did (load-error view), and the reload calls again', async () => {
    setScenario({ fault: 'http500', faultPath: 'plan-or-fee', faultTimes: 1 });
    const failed = await runLoadSequence(loadInput('premium-plus-plan'));
    expect(failed.state).toBe('error');
    const reloaded = await runLoadSequence(loadInput('premium-plus-plan'));
    expect(reloaded.state).toBe('ready');
  });

  it('part 1 §1: a fault on the early lookup in the browser\'s language is not the account\'s: the lookup in its language loads', async () => {
    setScenario({ user: 'br', fault: 'http500', faultPath: 'plan-or-fee', faultTimes: 1 });
    await expect(runLoadSequence(loadInput('premium-plus-plan', '', { browserLanguages: ['en-US'] }))).resolves.toEqual({ state: 'ready' });
    expect($product.get()?.title).toBe('Premium Plus');
  });

  it('a failed early call that no phase takes is dropped without an unhandled rejection', async () => {
    setScenario({ fault: 'http500', faultTimes: 2 });
    const early = startEarlyCalls('premium-plus-plan', 'pt');
    // Nothing awaits them here; vitest fails the run on an unhandled rejection. Wait until both have settled.
    const settled = await Promise.allSettled([early.localeByIp, early.product.lookup]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
