/**
 * The sandbox card frame's own field checks, like a provider's frames: completeness only; the outcome of a card is
 * the gateway's (the Luhn check too, so the table's invalid_card_number card reaches it: docs/sandbox.md).
 */
export const digits = (value: string) => value.replace(/\D/g, '');

/** The lengths a number is complete at: 15 for American Express, 14 or 16 for Diners Club, 16 otherwise. */
export function numberLengths(number: string): readonly number[] {
  if (/^3[47]/.test(number)) return [15];
  if (/^3(0[0-5]|[68])/.test(number)) return [14, 16];
  return [16];
}

/** True when the number has one of its brand's lengths. Example: numberComplete('30569309025904') === true. */
export function numberComplete(number: string): boolean {
  return numberLengths(digits(number)).includes(digits(number).length);
}

/** Groups the number as it is typed (4-6-5 for American Express, 4-4-4-4 otherwise). */
export function formatNumber(value: string): string {
  const number = digits(value).slice(0, 19);
  const groups = /^3[47]/.test(number) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= number.length) break;
    parts.push(number.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** MM/YY as typed. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** A complete expiry: a real month, not before this month. Example: expiryComplete('12/99', new Date()) === true. */
export function expiryComplete(value: string, now: Date): boolean {
  const d = digits(value);
  if (d.length !== 4) return false;
  const month = Number(d.slice(0, 2));
  const year = 2000 + Number(d.slice(2));
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * Which part of a typed-out expiry is wrong: the month (not 1 to 12), the year (before this one), or the date (this
 * year, a month already past), null when it is fine or not yet typed out.
 * Example: expiryProblem('01/20', new Date('2026-11-27')) === 'year'.
 */
export function expiryProblem(value: string, now: Date): 'month' | 'year' | 'date' | null {
  const d = digits(value);
  if (d.length !== 4) return null;
  const month = Number(d.slice(0, 2));
  const year = 2000 + Number(d.slice(2));
  if (month < 1 || month > 12) return 'month';
  if (year < now.getFullYear()) return 'year';
  return expiryComplete(value, now) ? null : 'date';
}

export function cvcComplete(cvc: string, number: string): boolean {
  return digits(cvc).length === (/^3[47]/.test(digits(number)) ? 4 : 3);
}
