import { readFileSync } from 'node:fs';

/** Languages the checkout journeys read the page in. */
export type CheckoutLang = 'pt' | 'en' | 'de' | 'es';

/** The browser locale of a visitor whose page should be in that language (part 1 §1: the browser decides for visitors). */
export const BROWSER_LOCALE: Record<CheckoutLang, string> = { pt: 'pt-BR', en: 'en-US', de: 'de-DE', es: 'es-MX' };

type Texts = Record<string, unknown>;
const cache = new Map<string, Texts>();

function localeFile(lang: string, namespace: string): Texts {
  const key = `${lang}/${namespace}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`../../../../locales/${key}.json`, import.meta.url), 'utf8')) as Texts;
    cache.set(key, texts);
  }
  return texts;
}

/**
 * A label of the page's language, for locators only (buttons, fields, headings), read from the locale files.
 * Messages a journey checks are written out in the tests, so a wrong translation cannot pass unseen.
 * Example: label('pt', 'checkout:coupon.apply') === 'Aplicar'.
 */
export function label(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = localeFile(lang, namespace);
  for (const part of path.split('.')) node = (node as Texts | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Text as read, with the formatter's non-breaking spaces as normal ones. */
export function normalise(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}
