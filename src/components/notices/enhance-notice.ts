/**
 * The only script of the notice pages (bundled by Astro, never inline). Every text is pre-rendered in the
 * page language; this picks the block that matches the query (values from known sets only) and writes the
 * office's texts the checkout handed over (stores/checkout/notice-handoff.ts) with `textContent` only, so a link
 * cannot put words of its own on the page and nothing is ever parsed as HTML (DESIGN.md "Security").
 *
 * Page contract (data attributes):
 * - `data-unavailable-case="<case>|default"` blocks; `data-server-message` inside the domain block.
 * - `data-currency-generic`, `data-currency-named` (JSON `data-names`) with `data-currency-name` inside,
 *   `data-description` with `data-description-text` inside.
 * - `data-warning-count` with JSON `data-templates` (plural category -> text with COUNT_TOKEN) and `data-plural-locale`.
 * - `data-fallback-currency="<code>"` links (the generic plan-inactive page); the USD one is shown by default.
 * - `data-redirect-home` link: the browser is sent there (not-found page).
 */
import { noticeTextFor } from '~/stores/checkout/notice-handoff';
import { NOTICE_PARAMS, parseCurrencyCode, parseShownText, parseUnavailableCase, parseWarnings } from './notice-query';

/** Stands for the number in the pre-rendered block-user templates. */
export const COUNT_TOKEN = '{{count}}';

function show(element: Element | null, visible: boolean): void {
  if (element instanceof HTMLElement) element.hidden = !visible;
}

function readJson(element: Element, attribute: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(element.getAttribute(attribute) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function unavailable(doc: Document, params: URLSearchParams): void {
  const chosen = parseUnavailableCase(params.get(NOTICE_PARAMS.case));
  const block = chosen ? doc.querySelector(`[data-unavailable-case="${chosen}"]`) : null;
  if (!block) return;
  for (const other of doc.querySelectorAll('[data-unavailable-case]')) show(other, other === block);
  const message = parseShownText(noticeTextFor('unavailable', chosen));
  const target = block.querySelector('[data-server-message]');
  if (target && message) target.textContent = message;
}

function currency(doc: Document, params: URLSearchParams): void {
  const code = parseCurrencyCode(params.get(NOTICE_PARAMS.currency));
  const named = doc.querySelector('[data-currency-named]');
  if (code && named) {
    const name = readJson(named, 'data-names')[code] ?? code;
    const slot = named.querySelector('[data-currency-name]');
    if (slot) slot.textContent = name;
    show(named, true);
    show(doc.querySelector('[data-currency-generic]'), false);
  }
  // Matched to the URL's code (none: ''), so a text is shown only on the page the checkout sent the buyer to.
  const description = parseShownText(noticeTextFor('currency', code ?? ''));
  const line = doc.querySelector('[data-description]');
  const slot = line?.querySelector('[data-description-text]');
  if (line && slot && description) {
    slot.textContent = description;
    show(line, true);
  }
}

function warnings(doc: Document, params: URLSearchParams): void {
  const element = doc.querySelector('[data-warning-count]');
  if (!element || !params.has(NOTICE_PARAMS.warnings)) return;
  const count = parseWarnings(params.get(NOTICE_PARAMS.warnings));
  const locale = element.getAttribute('data-plural-locale') ?? 'en';
  const templates = readJson(element, 'data-templates');
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other;
  if (template) element.textContent = template.replace(COUNT_TOKEN, new Intl.NumberFormat(locale).format(count));
}

function fallbackCurrency(doc: Document, params: URLSearchParams): void {
  const code = parseCurrencyCode(params.get(NOTICE_PARAMS.currency));
  const links = [...doc.querySelectorAll('[data-fallback-currency]')];
  if (!code || !links.some((link) => link.getAttribute('data-fallback-currency') === code)) return;
  for (const link of links) show(link, link.getAttribute('data-fallback-currency') === code);
}

/**
 * Applies the query of a notice page to its pre-rendered blocks; `navigate` performs the not-found redirect.
 * Example: enhanceNotice(document, '?case=wordpress', (url) => location.replace(url)).
 */
export function enhanceNotice(doc: Document, search: string, navigate: (url: string) => void): void {
  const params = new URLSearchParams(search);
  unavailable(doc, params);
  currency(doc, params);
  warnings(doc, params);
  fallbackCurrency(doc, params);
  const home = doc.querySelector('[data-redirect-home]')?.getAttribute('href');
  if (home) navigate(home);
}
