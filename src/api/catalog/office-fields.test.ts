import { describe, expect, it } from 'vitest';
import { officeFlag, paymentGateways, periodo, unitsAsCents, webhookList } from './office-fields';

describe('office field parsers', () => {
  it.each([
    ['part 1 §9: "149.00" reais become 14900 cents', '149.00', 14900],
    ['part 1 §9: 17.9 dollars become 1790 cents', 17.9, 1790],
    ['part 1 §9: "0.29" becomes 29 cents without float drift', '0.29', 29],
    ['part 1 §9: a whole number of units', 69, 6900],
  ])('%s', (_row, input, cents) => {
    expect(unitsAsCents.parse(input)).toBe(cents);
  });

  it.each([
    ['part 1 §9: text is not an amount', 'abc'],
    ['part 1 §9: a negative amount is refused', '-1.00'],
  ])('%s', (_row, input) => {
    expect(unitsAsCents.safeParse(input).success).toBe(false);
  });

  it.each([
    ['part 1 §3: visivel 0 is false', 0, false],
    ['part 1 §3: "1" is true', '1', true],
    ['part 1 §3: true stays true', true, true],
  ] as const)('%s', (_row, input, expected) => {
    expect(officeFlag.parse(input)).toBe(expected);
  });

  it.each([
    ['part 1 §3: webhooks as JSON text', '["https://a.test/h"]', ['https://a.test/h']],
    ['part 1 §3: webhooks already decoded', ['https://b.test/h'], ['https://b.test/h']],
    ['part 1 §3: absent webhooks give the default empty list', undefined, []],
    ['part 1 §3: null webhooks give the default empty list', null, []],
  ])('%s', (_row, input, expected) => {
    expect(webhookList.parse(input)).toEqual(expected);
  });

  it('refuses webhooks that are not a JSON list (part 1 §3)', () => {
    expect(webhookList.safeParse('{"a":1}').success).toBe(false);
  });

  it.each([
    ['part 1 §3: "1,4" is PayPal and pagSeguro', '1,4', [1, 4]],
    ['part 1 §3: a list of ids', [4], [4]],
    ['part 1 §3: absent means no restriction', undefined, []],
  ])('%s', (_row, input, expected) => {
    expect(paymentGateways.parse(input)).toEqual(expected);
  });

  it.each([
    ['part 1 §3: legacy 1 is MENSAL', 1, 'MENSAL'],
    ['part 1 §3: legacy 12 is ANUAL', 12, 'ANUAL'],
    ['part 1 §3: ANUAL stays ANUAL', 'ANUAL', 'ANUAL'],
  ] as const)('%s', (_row, input, expected) => {
    expect(periodo.parse(input)).toBe(expected);
  });
});
