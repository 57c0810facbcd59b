import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { $dir } from '../../language';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $lang, $officeLang, $user } from '../../session';

describe('translationsPhase and loginStatusPhase (part 1 §1, §4, §9)', () => {
  it.each([
    ['part 1 §1: a visitor reads the browser language', null, '', ['es-MX'], ['es', 'es', 'ltr']],
    ['part 1 §1: ?lang= comes before the browser', null, '?lang=de', ['es-MX'], ['de', 'de', 'ltr']],
    ['part 1 §9: a Hebrew browser is right-to-left with English texts', null, '', ['he'], ['en', 'iw', 'rtl']],
    ['part 1 §1: the user office language wins over the browser', 'br', '?lang=de', ['es-MX'], ['pt', 'pt', 'ltr']],
    ['part 1 §1: the us user reads English', 'us', '', ['pt-BR'], ['en', 'en', 'ltr']],
  ])('%s', async (_row, user, search, browserLanguages, expected) => {
    if (user) setScenario({ user });
    await contextAfter(['translations', 'loginStatus'], loadInput('premium-plus-plan', search, { browserLanguages }));
    expect([$lang.get(), $officeLang.get(), $dir.get()]).toEqual(expected);
  });

  it.each([
    ['part 1 §4: a visitor has no user', null, null],
    ['part 1 §3: a logged-in user is stored', 'mx', 'Sofía Hernández'],
  ])('%s', async (_row, user, name) => {
    if (user) setScenario({ user });
    const { ctx } = await contextAfter(['loginStatus'], loadInput('premium-plus-plan'));
    expect($user.get()?.name ?? null).toBe(name);
    expect(ctx.user?.name ?? null).toBe(name);
  });

  it('part 1 §2: a user blocked for fraud leaves for /block-user with the warning count', async () => {
    setScenario({ user: 'blocked' });
    const { outcome } = await contextAfter(['loginStatus'], loadInput('premium-plus-plan'));
    expect(outcome).toEqual({ kind: 'leave', to: '/block-user?warnings=3' });
  });
});
