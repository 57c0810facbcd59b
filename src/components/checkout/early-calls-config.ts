import { LOCALES } from '~/i18n/languages';
import { AID_COOKIE } from '~/stores/checkout/load/phases/sponsor';
import { ACCOUNT_LANGUAGE_KEY } from '~/stores/checkout/load/remembered-language';

/** What the page's first script (early-calls.js) is given; its JSDoc says what each value is for. */
export interface EarlyCallsConfig {
  office: string | null;
  locales: readonly string[];
  langKey: string;
  reloadKey: string;
  aidCookie: string;
  companyAid: string;
}

/**
 * The first script's configuration: the office API's root (`apiUrl('office', '')`, so its URLs are built as the
 * island's are), or null where nothing is asked early (the sandbox), and the keys the island shares with it.
 * Example: earlyCallsConfig('https://office-api.example.com/', '1').office === 'https://office-api.example.com/'
 */
export function earlyCallsConfig(office: string | null, companyAid: string): EarlyCallsConfig {
  return { office, locales: LOCALES, langKey: ACCOUNT_LANGUAGE_KEY, reloadKey: 'checkout:stale-page-reload', aidCookie: AID_COOKIE, companyAid };
}
