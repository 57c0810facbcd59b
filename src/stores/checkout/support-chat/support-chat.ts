/*
 * The support chat's loader (part 1 §2 "A support chat is shown when enabled"; decision 028). The chat provider is a
 * third party: its loader script is added to the checkout page, async and once, after the page has settled, so it
 * neither blocks the checkout nor moves what is on screen (the widget floats over the page).
 */

/** The id of the loader's script element: one per page, whatever the load sequence's retries. */
export const SUPPORT_CHAT_SCRIPT_ID = 'support-chat-loader';

/**
 * The loader URL for the page language: `{lang}` in the configured URL becomes the language.
 *
 * @example supportChatScriptUrl('https://chat.example.com/loader.js?locale={lang}', 'pt') // 'https://chat.example.com/loader.js?locale=pt'
 */
export function supportChatScriptUrl(url: string, lang: string): string {
  return url.split('{lang}').join(encodeURIComponent(lang));
}

/**
 * Adds the chat's loader script to the page once (async, never render-blocking), in the page language: the URL's
 * `{lang}`, the script's `data-lang`. Returns false when it was already there.
 *
 * @example addSupportChatScript('/sandbox/support-chat.js', 'pt') // true; a second call returns false
 */
export function addSupportChatScript(url: string, lang: string, doc: Document = document): boolean {
  if (doc.getElementById(SUPPORT_CHAT_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = SUPPORT_CHAT_SCRIPT_ID;
  script.async = true;
  script.src = supportChatScriptUrl(url, lang);
  script.dataset.lang = lang;
  doc.head.append(script);
  return true;
}

/** Runs `task` when the browser is idle (after the checkout's first paint), or soon where there is no idle callback. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** Loads the chat in the page language once the page is idle. A page without a document (tests in Node) does nothing. */
export function startSupportChat(url: string, lang: () => string): void {
  if (typeof document === 'undefined') return;
  whenIdle(() => addSupportChatScript(url, lang()));
}
