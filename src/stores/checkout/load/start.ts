import { env } from '~/config/env';
import { slugFromPaymentPath } from '~/domain/identifiers';
import { contentLocale, officeLanguage } from '~/i18n/languages';
import { dropEarlyAnswers } from '~/api/early-answers';
import { runLoadSequence, type LoadInput } from './load-sequence';
import { rememberedAccountLanguage } from './remembered-language';
import { $lang, $officeLang } from '../session';
import { $status } from './status';
import { onReset } from '~/stores/reset';

/** What the load sequence needs from the page: the URL, cookies, browser languages and configuration. */
export function pageLoadInput(): LoadInput {
  return {
    slug: slugFromPaymentPath(location.pathname),
    search: location.search,
    hash: location.hash,
    cookies: document.cookie,
    browserLanguages: navigator.languages?.length ? [...navigator.languages] : [navigator.language || 'en'],
    companyAid: env.PUBLIC_COMPANY_AID,
    officeUrl: env.PUBLIC_OFFICE_URL,
    homeUrl: env.PUBLIC_COMPANY_HOME_URL,
    redirectAllowlist: env.PUBLIC_REDIRECT_ALLOWLIST,
    sandboxOrigin: import.meta.env.PUBLIC_MODE === 'sandbox' ? location.origin : null,
    // A live build has a chat URL only when the chat is on (src/config/env-schema.ts).
    supportChatUrl: env.PUBLIC_SUPPORT_CHAT ? (env.PUBLIC_SUPPORT_CHAT_URL ?? null) : null,
    accountLanguage: rememberedAccountLanguage(),
    removeCookie: (name) => {
      document.cookie = `${name}=; Max-Age=0; path=/`;
    },
  };
}

/**
 * Sandbox builds only: starts the sandbox when asked (its worker answers every office call; without it the calls
 * fail and the load-error view offers a reload, which starts nothing: a URL's fault is for its first load only), then
 * reads from it what the load needs: the special slug lists of part 1 §9 (a live build has none configured yet), and
 * the session's `sandbox-support-chat=1|0`, which turns the chat on or off whatever the build's PUBLIC_SUPPORT_CHAT
 * (decision 028), read after the sandbox has applied the URL. Everything comes from the one sandbox module the page
 * preloads: a module of its own each would cost the phone a round trip after the island's files.
 */
async function withSandbox(input: LoadInput, start: boolean): Promise<LoadInput> {
  const sandbox = await import('~/sandbox/browser');
  if (start) await sandbox.startSandbox().catch(() => undefined);
  const chat = sandbox.getScenario().supportChat;
  const withLists = { ...input, slugLists: sandbox.SANDBOX_SPECIAL_SLUG_LISTS };
  return chat === null ? withLists : { ...withLists, supportChatUrl: chat ? (env.PUBLIC_SUPPORT_CHAT_URL ?? null) : null };
}

/**
 * Sets the page language before the office answers (part 1 §1): the account's language remembered from the last
 * visit, then `?lang=`, then the browser (the same guess as the page's first script, early-calls.js, so the texts it
 * preloads and the product it asked for are the ones used). Called on the island's first render, so its first texts
 * are already the visitor's language, as the static loading view is (otherwise English loads first and the loading
 * view flickers to English). Example: primePageLanguage() // $lang 'pt' for pt-BR.
 */
export function primePageLanguage(): void {
  if (typeof location === 'undefined') return; // the page's server render: the static loading view picks its own
  const asked = rememberedAccountLanguage() || new URLSearchParams(location.search).get('lang')?.trim() || navigator.languages?.[0] || navigator.language || 'en';
  $lang.set(contentLocale(asked));
  $officeLang.set(officeLanguage(asked));
}

let running: Promise<void> | null = null;
// A page that starts over starts its checkout again.
onReset('page', () => (running = null));

/**
 * Starts the checkout once per page: the first language guess (`?lang=`, then the browser) so texts load
 * while the office answers, the sandbox (sandbox builds only), then the load sequence.
 */
export function startCheckout(): Promise<void> {
  running ??= (async () => {
    primePageLanguage();
    await runLoadSequence(import.meta.env.PUBLIC_MODE === 'sandbox' ? await withSandbox(pageLoadInput(), true) : pageLoadInput());
    // What the page asked for early and no call took is old now (decision 048).
    dropEarlyAnswers();
  })();
  return running;
}

/** The load-error view's reload button: runs the whole load sequence again. */
export async function reloadCheckout(): Promise<void> {
  $status.set({ state: 'loading', phase: 'translations' });
  await runLoadSequence(import.meta.env.PUBLIC_MODE === 'sandbox' ? await withSandbox(pageLoadInput(), false) : pageLoadInput());
}
