import type { Resource } from 'i18next';

/**
 * Every locale file, bundled at build time. Static pages render from this on the server;
 * islands import only their own namespaces (see checkout-resources.ts).
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
