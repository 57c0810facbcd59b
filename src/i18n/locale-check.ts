import { fileURLToPath } from 'node:url';
import {
  checkLocales,
  formatLocaleReport,
  placeholdersOf,
  type LocaleProblem,
  type LocaleProblemKind,
  type LocaleReport,
} from './locale-check-core.mjs';

// The rules live in locale-check-core.mjs (plain JavaScript) so the translator's script runs on plain
// Node without TypeScript; this module gives tests a typed entry point and the real folder.

export type { LocaleProblem, LocaleProblemKind, LocaleReport };

/** The repository's `locales/` folder (`locales/<lang>/<namespace>.json`). */
export const LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url));

/**
 * Compares every language folder under `dir` with the reference language (en by default):
 * files, keys, non-empty texts, `{{placeholders}}` and plural forms.
 * @example checkLocaleDir(LOCALES_DIR).problems // [] when all languages match en
 */
export function checkLocaleDir(dir: string = LOCALES_DIR, reference = 'en'): LocaleReport {
  return checkLocales(dir, { reference });
}

export { formatLocaleReport, placeholdersOf };
