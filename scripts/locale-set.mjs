// Sets keys in locale files without hand-editing JSON in six places:
//   node scripts/locale-set.mjs <namespace> <file.json>
// where file.json is { "en": { "dotted.key": "text", ... }, "pt": { ... }, ... }.
// Creates the namespace file when missing; keeps existing keys and their order; writes atomically.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [ns, input] = process.argv.slice(2);
if (!ns || !input) {
  console.error('usage: node scripts/locale-set.mjs <namespace> <file.json>');
  process.exit(2);
}
const updates = JSON.parse(readFileSync(input, 'utf8'));
for (const [lang, entries] of Object.entries(updates)) {
  const file = join('locales', lang, `${ns}.json`);
  const data = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const [dotted, text] of Object.entries(entries)) {
    const parts = dotted.split('.');
    let node = data;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = text;
  }
  writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  console.log(`${file}: ${Object.keys(entries).length} key(s) set`);
}
