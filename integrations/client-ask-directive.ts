import type { ClientDirective } from 'astro';

/*
 * `client:ask` (decision 015): the island's code loads only when the visitor reaches for it: a press, a focus
 * or a key inside the island, or a `<details>` in it opened. Until then the server-rendered HTML does the work
 * (radios, `<details>`, a plain form), so the page loads no framework at all. This file runs in the browser:
 * Astro bundles it into a small inline script on every page with such an island.
 */

/** The options `client:ask={{ ... }}` takes. */
export interface AskOptions {
  /** Query parameters that already ask for the island (a link with `?coupon=CODE`): it loads at once then. */
  query?: readonly string[];
}

/** What the visitor does that asks for the island. `toggle` does not bubble: listeners capture. */
export const ASK_EVENTS = ['pointerdown', 'click', 'focusin', 'keydown', 'input', 'toggle'] as const;

/** Marks the field that takes the focus when its `<details>` is opened before the island is hydrated. */
export const FOCUS_ATTRIBUTE = 'data-ask-focus';

/**
 * When the visitor opens a disclosure of the island before it is hydrated, its `data-ask-focus` field takes the
 * focus at once: the visitor can type while the island loads, and the island keeps what was typed.
 */
export function focusOpenedField(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open) return;
  details.querySelector<HTMLElement>(`[${FOCUS_ATTRIBUTE}]`)?.focus();
}

/** Marks a submit button the visitor may press before the island wakes up, once its field holds text. */
export const SUBMIT_ATTRIBUTE = 'data-ask-submit';

/** Set on a form the visitor submitted before the island woke up: the island sends it once hydrated. */
export const SUBMITTED_ATTRIBUTE = 'data-ask-submitted';

/**
 * Before hydration the server-rendered submit button is disabled (no text yet); typing in its form enables a button
 * marked `data-ask-submit`, so Aplicar (or Enter) works at once.
 */
export function enableEarlySubmit(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !field.form) return;
  for (const button of field.form.querySelectorAll<HTMLButtonElement>(`button[${SUBMIT_ATTRIBUTE}]`)) button.disabled = field.value.trim() === '';
}

/** A submit before hydration is held, not sent as a page load: the form is marked and the island sends it when awake. */
export function holdEarlySubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  form.setAttribute(SUBMITTED_ATTRIBUTE, '');
}

/** The attribute on `<astro-island>` listing the island's static imports (integrations/module-preload.ts). */
export const PRELOAD_ATTRIBUTE = 'data-ask-preload';

/**
 * Asks for the island's whole static import graph at once, so the files come in one round trip instead of one per
 * import level. The list is space-separated URLs written at build time.
 */
export function preloadIsland(el: Element, doc: Document = document): void {
  for (const href of (el.getAttribute(PRELOAD_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/** True when the address carries one of the query parameters that ask for the island. */
export function askedByAddress(options: unknown, search: string): boolean {
  const query = typeof options === 'object' && options !== null ? ((options as AskOptions).query ?? []) : [];
  const params = new URLSearchParams(search);
  return query.some((name) => params.has(name));
}

const askDirective: ClientDirective = (load, options, el) => {
  let asked = false;
  const listen = () => {
    for (const type of ASK_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  };
  async function start() {
    if (asked) return;
    asked = true;
    for (const type of ASK_EVENTS) el.removeEventListener(type, start, true);
    preloadIsland(el);
    const hydrate = await load();
    await hydrate();
    if (!el.hasAttribute('ssr')) {
      el.removeEventListener('toggle', focusOpenedField, true);
      el.removeEventListener('input', enableEarlySubmit, true);
      el.removeEventListener('submit', holdEarlySubmit, true);
      return;
    }
    // The island's code did not load (offline, a deploy in between): the next interaction asks again. Astro's
    // loader retries each import under a fresh URL, so a browser that caches failed imports loads it too.
    asked = false;
    listen();
  }
  el.addEventListener('toggle', focusOpenedField, true);
  el.addEventListener('input', enableEarlySubmit, true);
  el.addEventListener('submit', holdEarlySubmit, true);
  if (askedByAddress(options.value, location.search)) void start();
  else listen();
};

export default askDirective;
