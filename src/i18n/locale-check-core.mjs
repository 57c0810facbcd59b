// @ts-check
// The one place that knows what a correct locale folder looks like. Plain JS so that
// scripts/check-locales.mjs runs on bare Node for a translator; src/i18n/locale-check.ts
// wraps it for the unit test. Reads locales/<lang>/<namespace>.json; nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {'missing-reference' | 'missing-file' | 'extra-file' | 'invalid-json' | 'missing-key'
 *   | 'extra-key' | 'duplicate-key' | 'not-a-string' | 'empty-value' | 'placeholder-mismatch'
 *   | 'broken-placeholder' | 'missing-plural-form' | 'unexpected-plural-form'} LocaleProblemKind
 * @typedef {{ kind: LocaleProblemKind, lang: string, namespace: string, key?: string, message: string }} LocaleProblem
 * @typedef {{ dir: string, reference: string, languages: string[], namespaces: string[],
 *   referenceKeyCount: number, problems: LocaleProblem[] }} LocaleReport
 * @typedef {{ key: string, texts: string[], forms: string[], ordinal: boolean }} LogicalKey
 */

const PLURAL_KEY = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([^{}]+?)\s*\}\}/g;
const PLURAL_MARK = '_<plural>';
const ORDINAL_MARK = '_<ordinal>';

/**
 * Checks every `<lang>/<namespace>.json` under `dir` against the reference language:
 * same files, same keys, non-empty string values, same `{{placeholders}}`, and the i18next
 * plural forms (`_one`, `_other`, ...) that each language's plural rules need.
 * @example checkLocales('locales').problems // [] when every language matches en
 * @param {string} dir the locales folder
 * @param {{ reference?: string }} [options] reference language code, `en` by default
 * @returns {LocaleReport}
 */
export function checkLocales(dir, options = {}) {
  const reference = options.reference ?? 'en';
  const languages = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  /** @type {LocaleProblem[]} */
  const problems = [];
  const report = (/** @type {LocaleProblem} */ problem) => problems.push(problem);

  if (!languages.includes(reference)) {
    report({ kind: 'missing-reference', lang: reference, namespace: '*', message: `the reference language folder "${reference}/" does not exist in ${dir}` });
    return { dir, reference, languages, namespaces: [], referenceKeyCount: 0, problems };
  }
  const namespacesOf = (/** @type {string} */ lang) =>
    readdirSync(join(dir, lang)).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort();
  const namespaces = namespacesOf(reference);
  /** @type {Map<string, Map<string, LogicalKey> | null>} */
  const referenceFiles = new Map(namespaces.map((ns) => [ns, readNamespace(dir, reference, ns, report)]));

  for (const lang of languages) {
    const own = namespacesOf(lang);
    for (const ns of own.filter((name) => !namespaces.includes(name))) {
      report({ kind: 'extra-file', lang, namespace: ns, message: `${lang}/${ns}.json has no counterpart ${reference}/${ns}.json; add it to ${reference} first or remove it` });
    }
    for (const ns of namespaces) {
      if (!own.includes(ns)) {
        report({ kind: 'missing-file', lang, namespace: ns, message: `${lang}/${ns}.json is missing (${reference}/${ns}.json exists)` });
        continue;
      }
      const keys = lang === reference ? referenceFiles.get(ns) : readNamespace(dir, lang, ns, report);
      const refKeys = referenceFiles.get(ns);
      if (keys) checkPluralForms(lang, ns, keys, report);
      if (keys && refKeys && lang !== reference) compareKeys({ lang, ns, reference, keys, refKeys, report });
    }
  }
  let referenceKeyCount = 0;
  for (const keys of referenceFiles.values()) referenceKeyCount += keys?.size ?? 0;
  problems.sort((a, b) => `${a.lang}/${a.namespace}/${a.key ?? ''}`.localeCompare(`${b.lang}/${b.namespace}/${b.key ?? ''}`));
  return { dir, reference, languages, namespaces, referenceKeyCount, problems };
}

/**
 * Placeholder names in an i18next text, without format arguments.
 * @example placeholdersOf('{{count}} days, {{price, currency}}') // ['count', 'price']
 * @param {string} text
 * @returns {string[]}
 */
export function placeholdersOf(text) {
  const names = new Set([...text.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? '').split(',')[0]?.trim() ?? ''));
  return [...names].sort();
}

/**
 * The report as a translator reads it: one block per file, one line per problem.
 * @param {LocaleReport} report
 * @returns {string}
 */
export function formatLocaleReport(report) {
  const head = `Checked ${report.languages.length} languages (${report.languages.join(', ')}) × ${report.namespaces.length} files (${report.namespaces.join(', ')}) against ${report.reference}, ${report.referenceKeyCount} keys.`;
  if (report.problems.length === 0) return `${head}\nOK: every language has the keys and placeholders of ${report.reference}.`;
  const lines = [head, `${report.problems.length} problem(s):`];
  let file = '';
  for (const problem of report.problems) {
    const here = `${problem.lang}/${problem.namespace}.json`;
    if (here !== file) lines.push('', here);
    file = here;
    lines.push(`  - ${problem.message}`);
  }
  return lines.join('\n');
}

/**
 * @param {string} dir @param {string} lang @param {string} ns
 * @param {(problem: LocaleProblem) => void} report
 * @returns {Map<string, LogicalKey> | null} null when the file cannot be read as a JSON object
 */
function readNamespace(dir, lang, ns, report) {
  let data;
  try {
    data = JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8'));
  } catch (error) {
    report({ kind: 'invalid-json', lang, namespace: ns, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    report({ kind: 'invalid-json', lang, namespace: ns, message: 'the file must hold a JSON object of keys' });
    return null;
  }
  /** @type {Map<string, unknown>} */
  const flat = new Map();
  flatten(data, '', flat, (key) => report({ kind: 'duplicate-key', lang, namespace: ns, key, message: `"${key}" is written twice (nested and with dots)` }));

  /** @type {Map<string, LogicalKey>} */
  const keys = new Map();
  for (const [key, value] of flat) {
    if (typeof value !== 'string') {
      report({ kind: 'not-a-string', lang, namespace: ns, key, message: `"${key}" must be a text, found ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}` });
    } else if (value.trim() === '') {
      report({ kind: 'empty-value', lang, namespace: ns, key, message: `"${key}" is empty` });
    }
    const text = typeof value === 'string' ? value : '';
    const leftover = text.replace(PLACEHOLDER, '');
    if (leftover.includes('{{') || leftover.includes('}}')) {
      report({ kind: 'broken-placeholder', lang, namespace: ns, key, message: `"${key}" has an unclosed placeholder: ${JSON.stringify(text)} (write {{name}})` });
    }
    const plural = PLURAL_KEY.exec(key);
    // A key such as "step_one" is only a plural form when an "_other" sibling exists.
    const isPlural = plural && flat.has(`${plural[1]}${plural[2] ?? ''}_other`);
    const id = isPlural ? `${plural[1]}${plural[2] ? ORDINAL_MARK : PLURAL_MARK}` : key;
    const entry = keys.get(id) ?? { key: id, texts: [], forms: [], ordinal: Boolean(isPlural && plural[2]) };
    entry.texts.push(text);
    if (isPlural) entry.forms.push(plural[3] ?? '');
    keys.set(id, entry);
  }
  return keys;
}

/**
 * @param {unknown} node @param {string} prefix @param {Map<string, unknown>} out
 * @param {(key: string) => void} onDuplicate
 */
function flatten(node, prefix, out, onDuplicate) {
  for (const [name, value] of Object.entries(/** @type {Record<string, unknown>} */ (node))) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      flatten(value, key, out, onDuplicate);
    } else {
      if (out.has(key)) onDuplicate(key);
      out.set(key, value);
    }
  }
}

/**
 * Each plural group needs every category the language's plural rules produce (i18next looks up
 * `key_many` for French 1000000, and shows the fallback language when it is missing). `_zero` is optional.
 * @param {string} lang @param {string} ns @param {Map<string, LogicalKey>} keys
 * @param {(problem: LocaleProblem) => void} report
 */
function checkPluralForms(lang, ns, keys, report) {
  for (const entry of keys.values()) {
    if (entry.forms.length === 0) continue;
    const base = entry.key.slice(0, entry.key.lastIndexOf('_<'));
    const suffix = entry.ordinal ? '_ordinal_' : '_';
    const needed = pluralCategories(lang, entry.ordinal);
    for (const form of needed.filter((category) => !entry.forms.includes(category))) {
      report({ kind: 'missing-plural-form', lang, namespace: ns, key: `${base}${suffix}${form}`, message: `"${base}${suffix}${form}" is missing: ${lang} needs the plural forms ${needed.join(', ')}` });
    }
    for (const form of entry.forms.filter((category) => category !== 'zero' && !needed.includes(category))) {
      report({ kind: 'unexpected-plural-form', lang, namespace: ns, key: `${base}${suffix}${form}`, message: `"${base}${suffix}${form}" is never used: ${lang} only has the plural forms ${needed.join(', ')}` });
    }
  }
}

/** @param {string} lang @param {boolean} ordinal @returns {string[]} */
function pluralCategories(lang, ordinal) {
  try {
    const rules = new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' });
    return [...rules.resolvedOptions().pluralCategories].sort();
  } catch {
    return ['one', 'other'];
  }
}

/**
 * @param {{ lang: string, ns: string, reference: string, keys: Map<string, LogicalKey>,
 *   refKeys: Map<string, LogicalKey>, report: (problem: LocaleProblem) => void }} args
 */
function compareKeys({ lang, ns, reference, keys, refKeys, report }) {
  // Plural groups are compared as one key, shown as "cart.items_*".
  const show = (/** @type {string} */ id) => id.replace(PLURAL_MARK, '_*').replace(ORDINAL_MARK, '_ordinal_*');
  for (const [id, ref] of refKeys) {
    const own = keys.get(id);
    if (!own) {
      report({ kind: 'missing-key', lang, namespace: ns, key: show(id), message: `missing key "${show(id)}" (${reference}: ${JSON.stringify(ref.texts[0])})` });
      continue;
    }
    // Plural forms share their placeholders: "_one" may say "one day" without {{count}}.
    const expected = placeholdersOf(ref.texts.join(' '));
    const found = placeholdersOf(own.texts.join(' '));
    const lacking = expected.filter((name) => !found.includes(name));
    const unknown = found.filter((name) => !expected.includes(name));
    if (lacking.length > 0 || unknown.length > 0) {
      const parts = [];
      if (lacking.length > 0) parts.push(`missing ${lacking.map((n) => `{{${n}}}`).join(', ')}`);
      if (unknown.length > 0) parts.push(`unknown ${unknown.map((n) => `{{${n}}}`).join(', ')}`);
      report({ kind: 'placeholder-mismatch', lang, namespace: ns, key: show(id), message: `"${show(id)}" placeholders differ from ${reference}: ${parts.join('; ')} (keep placeholder names untranslated)` });
    }
  }
  for (const id of keys.keys()) {
    if (!refKeys.has(id)) {
      report({ kind: 'extra-key', lang, namespace: ns, key: show(id), message: `extra key "${show(id)}" is not in ${reference}/${ns}.json; add it to ${reference} first or remove it` });
    }
  }
}
