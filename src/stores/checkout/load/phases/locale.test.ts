import { describe, expect, it } from 'vitest';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $ipLocale, $supportChat } from '../../session';

describe('localeByIpPhase, brazilWalletScriptPhase and supportPhase (part 1 §2, §3, §4)', () => {
  it.each([
    ['part 1 §3: a visitor located in the US', null, null, { ip: '203.0.113.10', country: 'US', region: 'California' }],
    ['part 1 §3: the Canary Islands region is kept', null, 'ES:Canarias', { ip: '203.0.113.10', country: 'ES', region: 'Canarias' }],
  ])('%s', async (_row, user, country, locale) => {
    setScenario({ user, country });
    const { ctx } = await contextAfter(['localeByIp', 'brazilWalletScript'], loadInput('premium-plus-plan'));
    expect($ipLocale.get()).toEqual(locale);
    expect(ctx.ipCountry).toBe(locale.country);
  });

  it('part 1 §4: a failed lookup is logged and the load goes on without a country', async () => {
    setScenario({ fault: 'malformed', faultPath: '/search-locale-by-ip', faultTimes: 1 });
    const { ctx, outcome } = await contextAfter(['localeByIp'], loadInput('premium-plus-plan'));
    expect([outcome.kind, $ipLocale.get(), ctx.ipCountry]).toEqual(['continue', null, null]);
    expect(sandboxLogEntries().at(-1)?.message).toBe('checkout load: locale by IP failed (ignored)');
  });

  it.each([
    ['part 1 §2: the support chat is off unless enabled', undefined, false],
    ['part 1 §2: configuration enables it', '/sandbox/support-chat.js', true],
    ['part 1 §2, §4: support-link=1 alone does not', null, false],
  ])('%s', async (_row, supportChatUrl, shown) => {
    await contextAfter(['support'], loadInput('premium-plus-plan', '?support-link=1', { supportChatUrl }));
    expect($supportChat.get()).toBe(shown);
  });
});
