import type { LoggedUser } from '~/api/account/user-schema';
import { resolvePageLanguage, setPageLanguage } from './language';
import { $user } from './session';

/**
 * Sets the buyer (after a login or registration that does not reload the page) and, for a logged-in buyer, the
 * page language from their office language (part 1 §1). Example: setUser((await getLoginStatus()).user).
 */
export function setUser(user: LoggedUser | { isLogged: false } | null): void {
  if (user === null || !user.isLogged) {
    $user.set(null);
    return;
  }
  $user.set(user);
  setPageLanguage(resolvePageLanguage({ userLang: user.lang, browserLanguages: [] }));
}
