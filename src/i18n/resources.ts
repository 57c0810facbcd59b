import type { Resource } from 'i18next';
import type { Locale } from './languages';

/**
 * Every locale file, bundled at build time. Static pages render from this on the server;
 * islands import only their own namespaces (see `loadNamespaces`).
 */
const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' });

export function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = content as Resource[string][string];
  }
  return resources;
}

/** Namespaces each locale has on disk (the same for all, checked by locales.test.ts). */
export function namespacesOf(locale: Locale): string[] {
  return Object.keys(allResources()[locale] ?? {});
}
