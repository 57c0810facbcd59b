import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, parseCurrencyCode, parseShownText, parseUnavailableCase, parseWarnings } from './notice-query';

describe('notice page query values (part 1 §2 "Other screens")', () => {
  it.each([
    ['part 1 §2: WordPress plan without stn_wp_order_id', 'wordpress', 'wordpress'],
    ['part 1 §2: template plan without tp_slug', 'template', 'template'],
    ['part 1 §2: BRL plan outside Brazil', 'brl_outside_brazil', 'brl_outside_brazil'],
    ['part 1 §2: domain that cannot be renewed', ' domain_not_renewable ', 'domain_not_renewable'],
    ['an unknown case shows the generic notice', 'other', null],
    ['no case shows the generic notice', null, null],
  ])('%s', (_name, value, expected) => {
    expect(parseUnavailableCase(value)).toBe(expected);
  });

  it.each([
    ['part 1 §2: the server message is kept as it is', 'Domain example.com cannot be renewed.', 'Domain example.com cannot be renewed.'],
    ['DESIGN.md Security: markup stays text (escaping is the DOM\'s job)', '<b>x</b>', '<b>x</b>'],
    ['control and direction characters become spaces', 'a\u0000b\u202ec\nd', 'a b c d'],
    ['an empty message is no message', '   ', null],
    ['no message', null, null],
  ])('%s', (_name, value, expected) => {
    expect(parseShownText(value)).toBe(expected);
  });

  it('cuts a long text to the maximum length with an ellipsis', () => {
    const text = parseShownText('x'.repeat(1000)) ?? '';
    expect(text).toHaveLength(MAX_TEXT_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });

  it.each([
    ['part 1 §2: Real', 'BRL', 'BRL'],
    ['part 1 §5: another code is shown as the code', 'ghs', 'GHS'],
    ['a code must have three letters', 'US', null],
    ['markup is not a code', '<i>', null],
    ['DESIGN.md Security: three letters that are no ISO 4217 code are not shown', 'WIN', null],
    ['DESIGN.md Security: XYZ is not a currency', 'xyz', null],
    ['no currency', null, null],
  ])('%s', (_name, value, expected) => {
    expect(parseCurrencyCode(value)).toBe(expected);
  });

  it.each([
    ['part 1 §2: the count from the query', '5', 5],
    ['part 2 §9: no count is the possible-fraud limit 3', null, 3],
    ['zero is not a count', '0', 3],
    ['a count above the maximum falls back', '100', 3],
    ['a fraction falls back', '2.5', 3],
    ['text falls back', 'abc', 3],
  ])('%s', (_name, value, expected) => {
    expect(parseWarnings(value)).toBe(expected);
  });
});
