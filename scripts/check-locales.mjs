#!/usr/bin/env node
// Translator's check: `npm run check:locales` (or `node scripts/check-locales.mjs [dir] [--reference=en]`).
// Prints what is missing, extra or broken per language and file; exits 1 when anything is.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLocales, formatLocaleReport } from '../src/i18n/locale-check-core.mjs';

const args = process.argv.slice(2);
const reference = args.find((arg) => arg.startsWith('--reference='))?.slice('--reference='.length) ?? 'en';
const dirArg = args.find((arg) => !arg.startsWith('--'));
const dir = dirArg ? resolve(dirArg) : resolve(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

const report = checkLocales(dir, { reference });
console.log(formatLocaleReport(report));
process.exitCode = report.problems.length > 0 ? 1 : 0;
