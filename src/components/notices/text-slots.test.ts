import { describe, expect, it } from 'vitest';
import { SLOT_TOKEN, splitAtSlot } from './text-slots';

describe('splitAtSlot', () => {
  it.each([
    ['a slot inside the sentence', `Payments in ${SLOT_TOKEN} are unavailable.`, ['Payments in ', ' are unavailable.']],
    ['a slot at the start (word order of another language)', `${SLOT_TOKEN}: no payments`, ['', ': no payments']],
    ['a slot at the end', `Write to ${SLOT_TOKEN}`, ['Write to ', '']],
    ['no slot keeps the whole text before', 'No slot', ['No slot', '']],
  ])('splits %s', (_name, text, parts) => {
    expect(splitAtSlot(text)).toEqual(parts);
  });
});
