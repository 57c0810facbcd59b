import { describe, expect, it } from 'vitest';
import { annualSavingPercent, showsAnnualSaving } from './annual-saving';

describe('annual saving note (part 1 §2 "Economize anualmente 10%", §9 annual discount 10%; decision 020)', () => {
  it.each([
    ['part 1 §9: a yearly price 10% under 12 x monthly', 6900, 74520, 10, true],
    ['part 1 §9: an office price rounded to the cent still saves 10%', 8790, 94933, 10, true],
    ['part 1 §9: a bigger saving than advertised', 10000, 96000, 20, true],
    ['part 1 §2: a yearly price equal to 12 x monthly saves nothing', 19900, 238800, 0, false],
    ['part 1 §2: a yearly price above 12 x monthly saves nothing', 1000, 13000, 0, false],
    ['part 1 §9: a saving below the advertised 10% does not earn the note', 10000, 114000, 5, false],
    ['a free plan has nothing to save', 0, 0, 0, false],
  ] as const)('%s', (_row, monthly, yearlyCharge, percent, shows) => {
    expect(annualSavingPercent(monthly, yearlyCharge)).toBe(percent);
    expect(showsAnnualSaving(monthly, yearlyCharge)).toBe(shows);
  });
});
