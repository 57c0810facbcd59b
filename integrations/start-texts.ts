import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * One module per language for the texts the checkout island loads at start (decision 026). The island asks for
 * `/locales/<lang>/checkout.json?start-texts`; this answers with a module whose default export is that language's
 * start namespaces in one object ({ checkout, errors, common }), so one chunk per language: three files gzipped alone were 3.8 KB for English, one is 3.5 KB. The locale files stay as they are
 * (the translators' files, decision 030); a language without one of the files gets `{}` for it (i18next's
 * fallback to English applies, as for a missing key).
 */

/** The query that asks for a language's start texts. */
export const START_TEXTS_QUERY = 'start-texts';
/** The namespaces in a start-texts module, in the order the island loads them (checkout-resources.ts). */
export const START_TEXT_NAMESPACES = ['checkout', 'errors', 'common'] as const;

const START_TEXTS_ID = new RegExp(`^(.*[\\\\/]locales[\\\\/][\\w-]+)[\\\\/]checkout\\.json\\?${START_TEXTS_QUERY}$`);

/**
 * The JSON text of a language's start-texts module, or null for any other id.
 * Example: startTextsJson('/app/locales/pt/checkout.json?start-texts', read) === '{"checkout":{...},"errors":{...},"common":{...}}'.
 */
export function startTextsJson(id: string, read: (file: string) => string | null): string | null {
  const dir = START_TEXTS_ID.exec(id)?.[1];
  if (!dir) return null;
  const trees = START_TEXT_NAMESPACES.map((ns) => [ns, JSON.parse(read(`${dir}/${ns}.json`) ?? '{}') as unknown]);
  return JSON.stringify(Object.fromEntries(trees));
}

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The Vite plugin (build, dev server and vitest alike). */
export function startTextsPlugin(): Plugin {
  return {
    name: 'checkout-start-texts',
    enforce: 'pre',
    load(id) {
      const json = startTextsJson(id, readOrNull);
      if (json === null) return null;
      const dir = START_TEXTS_ID.exec(id)?.[1] as string;
      for (const ns of START_TEXT_NAMESPACES) this.addWatchFile(`${dir}/${ns}.json`);
      // A JavaScript module whatever the `.json` in its id says (the JSON plugins leave a queried id alone).
      return { code: `export default ${json};`, moduleType: 'js' };
    },
  };
}
