import { describe, expect, it } from 'vitest';
import { cvcComplete, expiryComplete, expiryProblem, formatExpiry, formatNumber, numberComplete } from './card-rules';

const now = new Date(2026, 10, 25);

describe('sandbox card frame field rules (part 2 §5 masks: card #### #### #### ####, expiry ##/##, CVC up to 4)', () => {
  it('groups numbers by brand', () => {
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatNumber('42a4')).toBe('424');
  });
  it('knows when a number is complete', () => {
    expect(numberComplete('378282246310005')).toBe(true);
    expect(numberComplete('30569309025904')).toBe(true);
    expect(numberComplete('3056930009020004')).toBe(true);
    expect(numberComplete('424242424242424')).toBe(false);
    expect(numberComplete('4242 4242 4242 4242')).toBe(true);
  });
  it('accepts this month and later, refuses past months and month 13', () => {
    expect(formatExpiry('1128')).toBe('11/28');
    expect(expiryComplete('11/26', now)).toBe(true);
    expect(expiryComplete('10/26', now)).toBe(false);
    expect(expiryComplete('13/30', now)).toBe(false);
    expect(expiryComplete('1/3', now)).toBe(false);
  });
  it('wants 4 CVC digits for American Express and 3 for the others', () => {
    expect(cvcComplete('123', '4242424242424242')).toBe(true);
    expect(cvcComplete('123', '378282246310005')).toBe(false);
    expect(cvcComplete('1234', '378282246310005')).toBe(true);
  });
});

describe('which part of an expiry is wrong (part 2 §8: a text for the month and one for the year)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    ['13/30', 'month'],
    ['00/30', 'month'],
    ['01/20', 'year'],
    ['10/26', 'date'],
    ['11/26', null],
    ['12/99', null],
    ['1/2', null],
  ] as const)('%s -> %s', (value, expected) => {
    expect(expiryProblem(value, now)).toBe(expected);
  });
});
