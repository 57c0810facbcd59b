/** Marks where an element goes inside a translated sentence; never appears in a translation. */
export const SLOT_TOKEN = '\u2063SLOT\u2063';

/**
 * A translated sentence split around its slot, so a link or a script-filled span can sit inside it
 * without putting HTML in the locale files. Example: splitAtSlot('Write to ⁣SLOT⁣ today') -> ['Write to ', ' today'].
 */
export function splitAtSlot(text: string, token: string = SLOT_TOKEN): [string, string] {
  const at = text.indexOf(token);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + token.length)];
}
