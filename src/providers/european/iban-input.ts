/**
 * How the SEPA form shows an IBAN while it is typed: letters and digits only, upper case, in groups of four
 * ("DE89 3704 0044 ..."), the way banks print it; the payment body gets the compact form (part 2 §7 iban_number).
 * The caret stays after the same letter or digit it followed before the reformatting.
 */

/** The longest IBAN of the ISO 13616 registry has 34 characters. */
export const IBAN_MAX_LENGTH = 34;

/** Letters and digits of what was typed, upper case. Example: compactIban('de89 3704-0044') === 'DE8937040044'. */
export function compactIban(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, IBAN_MAX_LENGTH);
}

/** Groups of four separated by one space, no trailing space. Example: groupIban('DE893704') === 'DE89 3704'. */
export function groupIban(compact: string): string {
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the caret goes in `formatted`: right after its `count`-th letter or digit. */
function caretAfter(formatted: string, count: number): number {
  let position = 0;
  for (let seen = 0; seen < count && position < formatted.length; position += 1) {
    if (formatted[position] !== ' ') seen += 1;
  }
  return position;
}

export interface IbanEdit {
  /** What the input shows now (the browser's value after the keystroke or paste). */
  value: string;
  caret: number;
  /** What the input showed before, to tell a deleted group space from a deleted character. */
  previous: string;
  /** The edit's InputEvent.inputType, when the browser gave one. */
  inputType?: string;
}

/**
 * The input's new text and caret after an edit. Deleting only a group space deletes the character beside it
 * instead (Backspace the one before, Delete the one after), so the key is never a no-op.
 * Example: formatIbanEdit({ value: 'DE893', caret: 5, previous: 'DE89' }) -> { value: 'DE89 3', caret: 6 }.
 */
export function formatIbanEdit({ value, caret, previous, inputType }: IbanEdit): { value: string; caret: number } {
  let compact = compactIban(value);
  let before = compactIban(value.slice(0, caret)).length;
  const onlySpaceDeleted = inputType?.startsWith('delete') === true && value.length < previous.length && compact === compactIban(previous);
  if (onlySpaceDeleted && inputType === 'deleteContentForward') {
    compact = compact.slice(0, before) + compact.slice(before + 1);
  } else if (onlySpaceDeleted && before > 0) {
    compact = compact.slice(0, before - 1) + compact.slice(before);
    before -= 1;
  }
  const formatted = groupIban(compact);
  return { value: formatted, caret: caretAfter(formatted, before) };
}
