import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLocaleDir, formatLocaleReport, LOCALES_DIR, placeholdersOf, type LocaleProblem } from './locale-check';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-locales.mjs', import.meta.url));

// Read at collection time so a new language folder or namespace file gets its own test row.
const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const real = checkLocaleDir(LOCALES_DIR);
const fileRows = languages.flatMap((lang) => real.namespaces.map((ns) => [`${lang}/${ns}.json`, lang, ns] as const));

const describeProblems = (problems: LocaleProblem[]) =>
  problems.map((p) => `${p.lang}/${p.namespace}.json: ${p.message}`).join('\n');

describe('the locales folder', () => {
  it.each([
    ['part 1 §1: texts exist in en', 'en'],
    ['part 1 §1: texts exist in pt', 'pt'],
    ['part 1 §1: texts exist in es', 'es'],
    ['part 1 §1: texts exist in it', 'it'],
    ['part 1 §1: texts exist in fr', 'fr'],
    ['part 1 §1: texts exist in de', 'de'],
  ])('%s', (_row, lang) => {
    expect(languages).toContain(lang);
  });

  it.each([
    ['STYLE.md rule 7: the checkout namespace exists in en', 'checkout'],
    ['STYLE.md rule 7: the common namespace exists in en', 'common'],
    ['STYLE.md rule 7: the errors namespace exists in en', 'errors'],
    ['DESIGN.md performance budgets: the payment namespace (loaded when the payment step opens) exists in en', 'payment'],
  ])('%s', (_row, ns) => {
    expect(real.namespaces).toContain(ns);
  });

  it.each(fileRows)('%s has the keys, texts, placeholders and plural forms of en', (_file, lang, ns) => {
    const problems = real.problems.filter((p) => p.lang === lang && (p.namespace === ns || p.namespace === '*'));
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  it('has no file that en lacks', () => {
    const strays = real.problems.filter((p) => p.kind === 'extra-file');
    expect(strays, describeProblems(strays)).toEqual([]);
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['a plain name', 'Hello {{name}}', ['name']],
    ['spaces and an unescaped dash', 'Hi {{ name }} and {{- html}}', ['html', 'name']],
    ['a format argument', '{{price, currency}} for {{count}}', ['count', 'price']],
    ['a repeated name once', '{{code}} / {{code}}', ['code']],
    ['single braces, which i18next ignores', 'Hello {name}', []],
  ])('reads %s', (_row, text, expected) => {
    expect(placeholdersOf(text)).toEqual(expected);
  });
});

describe('checkLocaleDir on a broken fixture', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locale-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (lang: string, ns: string, content: unknown) => {
    mkdirSync(join(dir, lang), { recursive: true });
    writeFileSync(join(dir, lang, `${ns}.json`), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const en = {
    greeting: 'Hello {{name}}',
    cart: { total: 'Total', items_one: 'One item', items_other: '{{count}} items' },
  };
  write('en', 'common', en);
  write('en', 'errors', { network: 'No connection' });
  // pt is correct (it needs the _many form too), so it must yield no problem at all.
  write('pt', 'common', { greeting: 'Olá {{name}}', cart: { total: 'Total', items_one: 'Um item', items_many: '{{count}} de itens', items_other: '{{count}} itens' } });
  write('pt', 'errors', { network: 'Sem conexão' });
  write('de', 'common', {
    greeting: 'Hallo {{nom}}',
    'cart.total': 'Summe',
    cart: { total: 'Gesamt', extra: 'Extra', items_one: 'Ein Artikel', items_other: '{{count}} Artikel', items_few: '{{count}} Artikel' },
  });
  write('de', 'errors', { network: '' });
  write('de', 'unused', { a: 'b' });
  write('fr', 'common', { greeting: 'Bonjour {{name}', cart: { total: 7, items_one: 'Un article', items_other: '{{count}} articles' } });
  write('fr', 'errors', {});
  write('nl', 'common', { greeting: 'Hallo {{name}}', cart: { total: 'Totaal', items_one: 'Eén artikel', items_other: '{{count}} artikelen' } });
  write('es', 'common', '{ "greeting": ');
  write('es', 'errors', { network: 'Sin conexión' });

  const report = checkLocaleDir(dir);

  it.each([
    ['locales/README.md: a missing key', { kind: 'missing-key', lang: 'fr', namespace: 'errors', key: 'network' }],
    ['locales/README.md: a missing file', { kind: 'missing-file', lang: 'nl', namespace: 'errors' }],
    ['locales/README.md: an extra key', { kind: 'extra-key', lang: 'de', namespace: 'common', key: 'cart.extra' }],
    ['locales/README.md: an extra file', { kind: 'extra-file', lang: 'de', namespace: 'unused' }],
    ['locales/README.md: a wrong placeholder', { kind: 'placeholder-mismatch', lang: 'de', namespace: 'common', key: 'greeting' }],
    ['locales/README.md: an unclosed placeholder', { kind: 'broken-placeholder', lang: 'fr', namespace: 'common', key: 'greeting' }],
    ['STYLE.md rule 7: an empty text', { kind: 'empty-value', lang: 'de', namespace: 'errors', key: 'network' }],
    ['STYLE.md rule 7: a number instead of a text', { kind: 'not-a-string', lang: 'fr', namespace: 'common', key: 'cart.total' }],
    ['STYLE.md rule 7: a key written nested and with dots', { kind: 'duplicate-key', lang: 'de', namespace: 'common', key: 'cart.total' }],
    ['STYLE.md rule 7: a plural form fr needs', { kind: 'missing-plural-form', lang: 'fr', namespace: 'common', key: 'cart.items_many' }],
    ['STYLE.md rule 7: a plural form de never uses', { kind: 'unexpected-plural-form', lang: 'de', namespace: 'common', key: 'cart.items_few' }],
    ['STYLE.md rule 7: a file that is not JSON', { kind: 'invalid-json', lang: 'es', namespace: 'common' }],
  ] as const)('reports %s', (_row, expected) => {
    expect(report.problems, describeProblems(report.problems)).toContainEqual(expect.objectContaining(expected));
  });

  it('reports a key deleted from one language in a copy of the real locales', () => {
    const copy = mkdtempSync(join(tmpdir(), 'locale-check-copy-'));
    try {
      cpSync(LOCALES_DIR, copy, { recursive: true });
      const file = join(copy, 'de', 'payment.json');
      const payment = JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, string> };
      delete payment.errors.invalid_cvc;
      writeFileSync(file, JSON.stringify(payment));
      const copied = checkLocaleDir(copy);
      expect(copied.problems).toEqual([
        expect.objectContaining({ kind: 'missing-key', lang: 'de', namespace: 'payment', key: 'errors.invalid_cvc' }),
      ]);
      expect(formatLocaleReport(copied)).toMatch(/de\/payment\.json\n\s+- missing key "errors\.invalid_cvc"/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it.each([
    ['the reference itself', 'en'],
    ['a correct language with three plural forms', 'pt'],
  ])('finds nothing wrong in %s', (_row, lang) => {
    const problems = report.problems.filter((p) => p.lang === lang);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  it('names the file and the key in the printed report', () => {
    const text = formatLocaleReport(report);
    expect(text).toContain('de/common.json');
    expect(text).toContain('extra key "cart.extra"');
    expect(text).toMatch(/"greeting" placeholders differ from en: missing \{\{name\}\}; unknown \{\{nom\}\}/);
  });

  it.each([
    ['the broken fixture fails the translator script', () => dir, 1, 'problem(s)'],
    ['the real locales pass the translator script', () => LOCALES_DIR, 0, 'OK:'],
  ])('%s', (_row, target, status, output) => {
    const run = spawnSync(process.execPath, [SCRIPT, target()], { encoding: 'utf8' });
    expect(run.stdout).toContain(output);
    expect(run.status).toBe(status);
  });
});
