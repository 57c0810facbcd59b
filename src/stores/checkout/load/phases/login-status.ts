import { getLoginStatus } from '~/api/account/login-status';
import { readParam } from '~/domain/flow-params';
import { resolvePageLanguage, setPageLanguage } from '../../language';
import { $user } from '../../session';
import { CONTINUE, leave, type Phase } from './context';
import { noticePageUrl } from './exit';
import { visitorLanguages } from './translations';
import { rememberAccountLanguage } from '../remembered-language';

/**
 * "Verify login" (part 1 §4, §7): login-status with the team-account flag and the current plan. A logged-in
 * user's office language becomes the page language (part 1 §1); a user blocked for fraud goes to /block-user
 * with the warning count (part 1 §2). `cc` is sent only when the URL names the currency (pause account): the
 * product's currency is not known yet, and the method rules need every saved card. The page's first script has
 * usually asked it already, with the calls later phases make from the URL alone (decision 048).
 */
export const loginStatusPhase: Phase = async (ctx) => {
  const currency = readParam(ctx.params, 'currency')?.toUpperCase();
  const { user } = await getLoginStatus({ checkTeamAccount: true, getCurrentPlan: true, cc: currency });
  // The next visit starts in the account's language, a visitor's in the URL's or browser's (decision 048).
  rememberAccountLanguage(user.isLogged ? user.lang : null);
  if (!user.isLogged) {
    // A language kept from an account that is no longer logged in: back to the visitor's.
    if (ctx.input.accountLanguage) setPageLanguage(resolvePageLanguage({ userLang: null, browserLanguages: visitorLanguages(ctx) }));
    ctx.user = null;
    $user.set(null);
    return CONTINUE;
  }
  ctx.user = user;
  $user.set(user);
  setPageLanguage(resolvePageLanguage({ userLang: user.lang, browserLanguages: ctx.input.browserLanguages }));
  if (user.is_blocked) return leave(noticePageUrl('/block-user', { warnings: String(user.fraud_warnings) }));
  return CONTINUE;
};
