import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_NAMESPACES, loadNamespace } from './checkout-resources';
import { LOCALES } from './languages';

const file = (locale: string, ns: string) => JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as unknown;

describe('loadNamespace: each language\'s start texts from one module, on-demand ones apart (decision 026)', () => {
  it.each(LOCALES.flatMap((locale) => [...CHECKOUT_NAMESPACES, 'payment' as const].map((ns) => [locale, ns] as const)))(
    'part 1 §7: %s %s is the locale file as it is',
    async (locale, ns) => {
      expect(await loadNamespace(locale, ns)).toEqual(file(locale, ns));
    },
  );

  it('rejects a language without texts', async () => {
    await expect(loadNamespace('xx' as never, 'checkout')).rejects.toThrow('no checkout texts for xx');
    await expect(loadNamespace('xx' as never, 'payment')).rejects.toThrow('no payment texts for xx');
  });
});
