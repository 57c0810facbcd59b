/**
 * The checkout island's translate function: the subset of i18next's `t()` that the checkout's locale files use,
 * in about 1 KB instead of i18next's 15 KB (decision 007: the checkout's JavaScript budget). The files keep
 * i18next's format; translator.test.ts proves, for every key of every language, that this returns exactly what
 * i18next returns, and fails when a locale file starts using a feature this does not implement.
 *
 * Implemented: `ns:key` prefixes and the `ns` option, nested keys (`a.b.c`), `{{name}}` / `{{- name}}` and nested
 * `{{a.b}}` values (one pass; a value is never re-read as a placeholder), `count` plurals through Intl.PluralRules
 * (`_zero` for 0 when present, then `_one`/`_few`/`_many`/`_other`), `context` (`key_context`), and a fallback language.
 * Not implemented (the locale check rejects them): `$t()` nesting, `{{value, format}}`, ordinals.
 */

/** A message tree of one namespace, as in locales/<lang>/<ns>.json. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Messages per language, then per namespace (i18next's `Resource` shape). */
export type Messages = Record<string, Record<string, MessageTree>>;

/** Interpolated values, plus i18next's `count`, `context` and `ns` options. */
export interface TranslateOptions {
  count?: number;
  context?: string;
  ns?: string;
  [name: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  /** The language messages are looked up in first. */
  readonly language: string;
  readonly t: Translate;
}

const PLACEHOLDER = /\{\{(-?)(.+?)\}\}/g;

function find(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function valueOf(values: TranslateOptions, name: string): unknown {
  return name in values ? values[name] : find(values, name);
}

/**
 * Fills `{{name}}` placeholders as i18next does (also used by the plans island, whose texts arrive translated).
 * @example interpolate('O cupom {{code}} expirou.', { code: 'X' }) === 'O cupom X expirou.'
 */
export function interpolate(message: string, values: Readonly<TranslateOptions>): string {
  return message.replace(PLACEHOLDER, (placeholder, _unescaped: string, rawName: string) => {
    const name = rawName.trim();
    const value = valueOf(values, name);
    if (value === undefined) return Object.hasOwn(values, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

/** Keys to try, most specific first (i18next's order: context + plural, context, plural, the key itself). */
function candidates(path: string, language: string, options: TranslateOptions): string[] {
  const keys = [path];
  const plural = typeof options.count === 'number';
  const suffix = plural ? `_${new Intl.PluralRules(language).select(options.count as number)}` : '';
  const zero = plural && options.count === 0;
  if (plural) keys.push(path + suffix, ...(zero ? [`${path}_zero`] : []));
  const context = options.context;
  if (context !== undefined && context !== '') {
    const withContext = `${path}_${context}`;
    keys.push(withContext);
    if (plural) keys.push(withContext + suffix, ...(zero ? [`${withContext}_zero`] : []));
  }
  return keys.reverse();
}

/**
 * @example createTranslator('pt', { pt: { checkout: { hi: 'Olá {{name}}' } } }, 'checkout').t('hi', { name: 'Ana' }) === 'Olá Ana'
 */
export function createTranslator(language: string, messages: Messages, defaultNS: string, fallbackLanguage = 'en'): Translator {
  const languages = [...new Set([language, fallbackLanguage])];
  const t: Translate = (key, options = {}) => {
    const separator = key.indexOf(':');
    const ns = separator > -1 ? key.slice(0, separator) : (options.ns ?? defaultNS);
    const path = separator > -1 ? key.slice(separator + 1) : key;
    for (const lang of languages) {
      for (const candidate of candidates(path, lang, options)) {
        const found = find(messages[lang]?.[ns], candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
    return path;
  };
  return { language, t };
}
