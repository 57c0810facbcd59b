import { officeLanguage } from '~/i18n/languages';

/**
 * The logged-in account's office language, kept in this browser between visits (decision 048), so a repeat visit
 * starts in it: its texts, and the product looked up in it before login status answers. The page's first script
 * reads the same key (src/components/checkout/early-calls.js). Login status still decides (part 1 §1): a visitor
 * forgets it, an account with another language replaces it.
 */
export const ACCOUNT_LANGUAGE_KEY = 'checkout:account-lang';

/** What may be kept: an office language code such as `pt` or `iw`. */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** Keeps the account's language (an office code such as pt-BR becomes pt), or forgets it with null. Storage may refuse. */
export function rememberAccountLanguage(lang: string | null): void {
  const code = lang ? officeLanguage(lang) : '';
  try {
    if (LANGUAGE_CODE.test(code)) localStorage.setItem(ACCOUNT_LANGUAGE_KEY, code);
    else localStorage.removeItem(ACCOUNT_LANGUAGE_KEY);
  } catch {
    // storage refused (privacy settings): every visit starts from the URL and the browser
  }
}

/** The language kept by the last logged-in visit, or null. Example: rememberedAccountLanguage() // 'de' */
export function rememberedAccountLanguage(): string | null {
  try {
    const code = localStorage.getItem(ACCOUNT_LANGUAGE_KEY);
    return code !== null && LANGUAGE_CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}
