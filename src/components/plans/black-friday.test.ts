import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from '~/config/env-schema';
import { blackFridayBanner } from './black-friday';

/** The SVG behind an image address: small files are inlined as data: URIs by the bundler, larger ones are files. */
function svgText(src: string): string {
  const inline = /^data:image\/svg\+xml;base64,(.*)$/.exec(src);
  if (inline) return Buffer.from(inline[1] ?? '', 'base64').toString('utf8');
  return readFileSync(fileURLToPath(new URL(`./black-friday/${src.split('/').pop()?.split('?')[0]}`, import.meta.url)), 'utf8');
}

describe('black-friday banner (part 1 §2)', () => {
  it.each([
    ['part 1 §2: off unless configured', {}, false],
    ['part 1 §2: PUBLIC_BLACK_FRIDAY=1 turns it on', { PUBLIC_BLACK_FRIDAY: '1' }, true],
    ['part 1 §2: PUBLIC_BLACK_FRIDAY=true turns it on', { PUBLIC_BLACK_FRIDAY: 'true' }, true],
    ['part 1 §2: PUBLIC_BLACK_FRIDAY=0 keeps it off', { PUBLIC_BLACK_FRIDAY: '0' }, false],
  ])('%s', (_row, raw, shown) => {
    expect(blackFridayBanner(parsePublicEnv(raw).PUBLIC_BLACK_FRIDAY, 'en') !== null).toBe(shown);
  });

  it.each([
    ['part 1 §2: English', 'en', 'every plan'],
    ['part 1 §2: Portuguese', 'pt', 'todos os planos'],
    ['part 1 §2: Spanish', 'es', 'todos los planes'],
    ['part 1 §2: Italian', 'it', 'tutti i piani'],
    ['part 1 §2: French', 'fr', 'toutes les offres'],
    ['part 1 §2: German', 'de', 'alle Tarife'],
    ['part 1 §1: pl shows the English images', 'pl', 'every plan'],
  ])('%s has a desktop and a mobile image in its language', (_row, lang, words) => {
    const banner = blackFridayBanner(true, lang);
    expect(banner).not.toBeNull();
    expect(svgText(banner!.desktop.src)).toContain(words);
    expect(svgText(banner!.mobile.src).replace(/<\/text>\s*<text[^>]*>/g, ' ')).toContain(words);
    expect(banner!.desktop.width / banner!.desktop.height).toBeGreaterThan(banner!.mobile.width / banner!.mobile.height);
  });

  it('rejects a malformed switch value, naming the variable', () => {
    expect(() => parsePublicEnv({ PUBLIC_BLACK_FRIDAY: 'yes' })).toThrow(/PUBLIC_BLACK_FRIDAY/);
  });
});
