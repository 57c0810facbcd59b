import { describe, expect, it } from 'vitest';
import { getLoginStatus } from '~/api/account/login-status';
import { setScenario } from '~/sandbox/scenario';
import { $dir } from './language';
import { $lang, $user } from './session';
import { setUser } from './session-actions';

describe('setUser (part 1 §1, §4)', () => {
  it.each([
    ['part 1 §1: a logged-in user sets the page language', 'mx', 'Sofía Hernández', 'es'],
    ['part 1 §4: a visitor answer clears the user', null, null, 'en'],
  ])('%s', async (_row, user, name, lang) => {
    $lang.set('en');
    setScenario({ user });
    setUser((await getLoginStatus()).user);
    expect([$user.get()?.name ?? null, $lang.get(), $dir.get()]).toEqual([name, lang, 'ltr']);
  });
});
