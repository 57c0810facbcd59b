import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../../tests/setup/load-input';
import { runLoadSequence } from '../load-sequence';
import { $ipLocale } from '../../session';
import { createLoadContext } from './context';
import { localeByIp } from './early-calls';

afterEach(() => {
  sandboxServer.events.removeAllListeners();
  setScenario({ user: null, fault: null, faultPath: '', faultTimes: 0 });
});

/** How many times the office was asked a path ending with `call`. */
function countCalls(call: string): () => number {
  let count = 0;
  sandboxServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(call)) count += 1;
  });
  return () => count;
}

// Part 1 §4: a country price (the product phase) and the locale phase both read locale by IP; the office is asked once.
describe('locale by IP, asked once per load', () => {
  it('a country-priced link reads it in the product phase (decision 019) and again in the locale phase: one call', async () => {
    const calls = countCalls('search-locale-by-ip');
    const status = await runLoadSequence(loadInput('essentials-plan', '?country=mx'));
    expect(status.state).toBe('ready');
    expect(calls()).toBe(1);
    expect($ipLocale.get()?.country).toBeTruthy();
  });

  it('a failed call fails every reader alike, with no unhandled rejection, and the next load asks again', async () => {
    setScenario({ fault: 'http500', faultPath: 'search-locale-by-ip', faultTimes: 1 });
    const ctx = createLoadContext(loadInput('premium-plus-plan'));
    const first = localeByIp(ctx);
    expect(localeByIp(ctx)).toBe(first);
    await expect(first).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(localeByIp(createLoadContext(loadInput('premium-plus-plan')))).resolves.toMatchObject({ country_code: expect.any(String) });
  });
});
