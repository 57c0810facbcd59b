import { describe, expect, it } from 'vitest';
import { luhnValid, mod97 } from '~/domain/check-digits';

describe('mod97', () => {
  it.each<[string, string, number]>([
    ['part 2 §5: 97 itself leaves 0', '97', 0],
    ['part 2 §5: 98 leaves 1', '98', 1],
    ['part 2 §5: a letter counts as two digits (A = 10)', 'A', 10],
    ['part 2 §5: the registry IBAN GB29 NWBK 6016 1331 9268 19, rearranged, leaves 1', 'NWBK60161331926819GB29', 1],
    // BigInt is the independent oracle for a number far past Number.MAX_SAFE_INTEGER.
    ['part 2 §5: a long number without precision loss', '123456789012345678901234567890', Number(123456789012345678901234567890n % 97n)],
    ['part 2 §5: lower case is not a letter here', 'a', Number.NaN],
  ])('%s', (_section, value, expected) => {
    expect(mod97(value)).toBe(expected);
  });
});

describe('luhnValid', () => {
  it.each<[string, string, boolean]>([
    ['part 2 §8: the textbook Luhn example 79927398713', '79927398713', true],
    ['part 2 §8: its last digit changed', '79927398710', false],
    ['part 1 §5: the Italian partita IVA of Eni S.p.A. uses Luhn', '00905811006', true],
    ['part 2 §8: a single 0', '0', true],
  ])('%s', (_section, digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});
