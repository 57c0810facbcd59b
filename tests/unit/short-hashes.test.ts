import { describe, expect, it } from 'vitest';
import { SCRIPT_HASH_LENGTH, shortHash } from '../../integrations/short-hashes';

// Decision 026, amendment of 2026-12-03: the built scripts' names carry 7 characters of content hash, not 8.

describe('shortHash', () => {
  it('shortens the hash of a pattern given as text', () => {
    expect(shortHash('_astro/[name].[hash].js')).toBe(`_astro/[name].[hash:${SCRIPT_HASH_LENGTH}].js`);
  });

  it("wraps a pattern given as a function (Astro's own), keeping what it names", () => {
    const astroNames = (info: { name: string }) => `_astro/${info.name}.[hash].js`;
    expect(shortHash(astroNames)({ name: 'Checkout' } as never)).toBe(`_astro/Checkout.[hash:${SCRIPT_HASH_LENGTH}].js`);
  });

  it('leaves a pattern without a hash, and no pattern, as they are', () => {
    expect(shortHash('[name].mjs')).toBe('[name].mjs');
    expect(shortHash(undefined)).toBeUndefined();
  });
});
