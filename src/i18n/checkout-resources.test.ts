import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { localeFileFromDisk } from '../../tests/setup/locale-files';
import { CHECKOUT_NAMESPACES, loadNamespace } from './checkout-resources';
import { LOCALES } from './languages';

const file = (locale: string, ns: string) => JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as unknown;

/** What the island's fetch would get for a URL: in tests the URL is the locale file's own path (no build). */
const fromDisk = vi.fn(localeFileFromDisk);

describe('loadNamespace: each language and namespace is its own JSON file, fetched (decision 037)', () => {
  it.each(LOCALES.flatMap((locale) => [...CHECKOUT_NAMESPACES, 'payment' as const].map((ns) => [locale, ns] as const)))(
    'part 1 §7: %s %s is the locale file as it is',
    async (locale, ns) => {
      expect(await loadNamespace(locale, ns, fromDisk)).toEqual(file(locale, ns));
      expect(fromDisk).toHaveBeenLastCalledWith(expect.stringMatching(new RegExp(`/locales/${locale}/${ns}\\.json`)));
    },
  );

  it('rejects a language without texts, without asking the network', async () => {
    fromDisk.mockClear();
    await expect(loadNamespace('xx' as never, 'checkout', fromDisk)).rejects.toThrow('no checkout texts for xx');
    await expect(loadNamespace('xx' as never, 'payment', fromDisk)).rejects.toThrow('no payment texts for xx');
    expect(fromDisk).not.toHaveBeenCalled();
  });

  it('rejects a file that is not an object of texts (a CDN error page, a truncated answer)', async () => {
    await expect(loadNamespace('pt', 'checkout', async () => 'Service Unavailable')).rejects.toThrow();
    await expect(loadNamespace('pt', 'checkout', async () => null)).rejects.toThrow();
    await expect(loadNamespace('pt', 'checkout', async () => ['a'])).rejects.toThrow();
  });

  it('rejects when the file does not arrive, or answers with an error status', async () => {
    try {
      vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 503 })));
      await expect(loadNamespace('de', 'errors')).rejects.toThrow(/answered 503/);
      expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringContaining('errors.json'), { credentials: 'same-origin' });
      vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
      await expect(loadNamespace('de', 'errors')).rejects.toThrow('Failed to fetch');
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ a: 'b' }), { status: 200 })));
      await expect(loadNamespace('de', 'errors')).resolves.toEqual({ a: 'b' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
