import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';

describe('teamAccountPhase (part 1 §1, §5, §6)', () => {
  it.each([
    ['part 1 §1: a team account cannot buy a plan', 'team', 'premium-plus-plan', '', { kind: 'fail', failure: { code: 'is_team_account' } }],
    ['part 1 §6: nor a fee', 'team', 'onboarding-fee-eur', '', { kind: 'fail', failure: { code: 'is_team_account' } }],
    ['part 1 §5: but may buy extra connections', 'team', 'extra-connection', '?extraConnection=1&extraConnectionQtd=1', { kind: 'continue' }],
    ['part 1 §5: and a domain', 'team', 'domain-purchase', '?payDomain=1&domain=loja.com.br', { kind: 'continue' }],
    ['part 1 §6: any other account buys', 'br', 'premium-plus-plan', '', { kind: 'continue' }],
  ])('%s', async (_row, user, slug, search, outcome) => {
    setScenario({ user });
    const { outcome: got } = await contextAfter(['loginStatus', 'product', 'teamAccount'], loadInput(slug, search));
    expect(got).toEqual(outcome);
  });
});

describe('brlOutsideBrazilPhase (part 1 §5, part 2 §4.1, §5)', () => {
  const brlBlock = { kind: 'fail', failure: { code: 'unavailable', unavailableCase: 'brl_outside_brazil', serverMessage: null } };
  it.each([
    ['part 1 §5: a BRL plan in Brazil', 'br', null, 'premium-plan-149-brl', '', { kind: 'continue' }],
    ['part 1 §5: a BRL plan for the us user', 'us', null, 'premium-plan-149-brl', '', brlBlock],
    ['part 1 §5: the IP country decides (a br account abroad)', 'br', 'PT', 'premium-plan-149-brl', '', brlBlock],
    ['part 1 §5: allowed-brl=1 lifts it', 'us', null, 'premium-plan-149-brl', '?allowed-brl=1', { kind: 'continue' }],
    ['part 1 §5: domain, storage and connection are exempt', 'us', null, 'domain-purchase', '?payDomain=1&domain=loja.com.br', { kind: 'continue' }],
    ['part 1 §5: other currencies are not concerned', 'us', null, 'premium-plus-plan', '', { kind: 'continue' }],
  ])('%s', async (_row, user, country, slug, search, outcome) => {
    setScenario({ user, country });
    const { outcome: got } = await contextAfter(['loginStatus', 'product', 'localeByIp', 'brlOutsideBrazil'], loadInput(slug, search));
    expect(got).toEqual(outcome);
  });

  it('part 1 §5: without the IP country the account country decides', async () => {
    setScenario({ user: 'us', fault: 'http500', faultTimes: 1, faultPath: 'search-locale-by-ip' });
    const { outcome } = await contextAfter(['loginStatus', 'product', 'localeByIp', 'brlOutsideBrazil'], loadInput('premium-plan-149-brl'));
    expect(outcome).toEqual(brlBlock);
  });
});
