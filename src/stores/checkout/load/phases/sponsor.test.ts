import { describe, expect, it } from 'vitest';
import { HttpError } from '~/api/errors';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $aid, $sponsor } from '../../session';

describe('sponsorPhase (part 1 §1, §2, §6)', () => {
  it.each([
    ['part 1 §1: no referral means the company, no sponsor block', null, '', '', '', '1', null],
    ['part 1 §2: aid in the URL', null, '?aid=777', '', '', '777', 'Marina Costa'],
    ['part 1 §2: aid in the hash', null, '', '#aid=888', '', '888', 'Pedro Lima'],
    ['part 1 §6: aid in the cookie', null, '', '', 'aid=777', '777', 'Marina Costa'],
    ['part 1 §6: the URL wins over hash and cookie', null, '?aid=888', '#aid=777', 'aid=777', '888', 'Pedro Lima'],
    ['part 1 §6: the logged-in user\'s parent', 'upline', '', '', '', '777', 'Marina Costa'],
    ['part 1 §1: the company aid hides the block', null, '?aid=1', '', '', '1', null],
    ['part 1 §1: an unknown aid falls back to the company', null, '?aid=999', '', '', '1', null],
  ])('%s', async (_row, user, search, hash, cookies, aid, name) => {
    if (user) setScenario({ user });
    const { outcome } = await contextAfter(['loginStatus', 'sponsor'], loadInput('premium-plus-plan', search, { hash, cookies }));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($aid.get()).toBe(aid);
    expect($sponsor.get()?.name ?? null).toBe(name);
  });

  it('part 2 §4.3: the parent keeps its receiving gateways for the upline rule', async () => {
    setScenario({ user: 'upline' });
    await contextAfter(['loginStatus', 'sponsor'], loadInput('mentorship-plan'));
    expect($sponsor.get()?.receivement_gateways).toEqual({ paypal: 'marina.paypal@sandbox.test', pagseguro: 'marina.pagseguro@sandbox.test' });
  });

  it('part 1 §8: logs the unknown aid it ignored', async () => {
    await contextAfter(['sponsor'], loadInput('premium-plus-plan', '?aid=999'));
    expect(sandboxLogEntries().at(-1)?.message).toBe('checkout load: sponsor 999 lookup failed (ignored)');
  });

  it('stops on a transport failure rather than moving the sale to the company', async () => {
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: 'get-account-infos' });
    await expect(contextAfter(['sponsor'], loadInput('premium-plus-plan', '?aid=777'))).rejects.toBeInstanceOf(HttpError);
  });
});
