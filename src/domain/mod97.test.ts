import { describe, expect, it } from 'vitest';
import { mod97 } from '~/domain/mod97';

describe('mod97', () => {
  it.each<[string, string, number]>([
    ['part 2 §5: 97 itself leaves 0', '97', 0],
    ['part 2 §5: 98 leaves 1', '98', 1],
    ['part 2 §5: a letter counts as two digits (A = 10)', 'A', 10],
    ['part 2 §5: the registry IBAN GB29 NWBK 6016 1331 9268 19, rearranged, leaves 1', 'NWBK60161331926819GB29', 1],
    ['part 2 §5: a long number without precision loss', '123456789012345678901234567890', 123456789012345678901234567890n % 97n === 0n ? 0 : Number(123456789012345678901234567890n % 97n)],
    ['part 2 §5: lower case is not a letter here', 'a', Number.NaN],
  ])('%s', (_section, value, expected) => {
    expect(mod97(value)).toBe(expected);
  });
});
