import { describe, expect, it } from 'vitest';
import { compactIban, formatIbanEdit, groupIban } from './iban-input';

describe('iban-input: the IBAN as typed (part 2 §7 iban_number, sent compact)', () => {
  it.each([
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['DE89-3704-0044-0532-0130-00', 'DE89370400440532013000'],
    [' nl13.test.0123.4567.89 ', 'NL13TEST0123456789'],
    ['MT84MALT011000012345MTLCAST001SABCDEFGHI', 'MT84MALT011000012345MTLCAST001SABC'],
  ])('compacts %j to %j (letters and digits, upper case, at most 34)', (typed, compact) => {
    expect(compactIban(typed)).toBe(compact);
  });

  it.each([
    ['', ''],
    ['DE89', 'DE89'],
    ['DE893', 'DE89 3'],
    ['NL13TEST0123456789', 'NL13 TEST 0123 4567 89'],
  ])('groups %j by four as %j, with no trailing space', (compact, grouped) => {
    expect(groupIban(compact)).toBe(grouped);
  });

  it.each([
    ['typing at the end', { value: 'DE893', caret: 5, previous: 'DE89', inputType: 'insertText' }, { value: 'DE89 3', caret: 6 }],
    ['typing in the middle', { value: 'DE89 37X04 0044', caret: 8, previous: 'DE89 3704 0044', inputType: 'insertText' }, { value: 'DE89 37X0 4004 4', caret: 8 }],
    ['pasting a spaced IBAN', { value: 'DE89 3704 0044 0532 0130 00', caret: 27, previous: '', inputType: 'insertFromPaste' }, { value: 'DE89 3704 0044 0532 0130 00', caret: 27 }],
    ['Backspace over a group space', { value: 'DE893704', caret: 4, previous: 'DE89 3704', inputType: 'deleteContentBackward' }, { value: 'DE83 704', caret: 3 }],
    ['Delete over a group space', { value: 'DE893704', caret: 4, previous: 'DE89 3704', inputType: 'deleteContentForward' }, { value: 'DE89 704', caret: 4 }],
    ['Backspace of a character', { value: 'DE89 370', caret: 8, previous: 'DE89 3704', inputType: 'deleteContentBackward' }, { value: 'DE89 370', caret: 8 }],
  ])('%s keeps the caret after the same character', (_case, edit, expected) => {
    expect(formatIbanEdit(edit)).toEqual(expected);
  });
});
