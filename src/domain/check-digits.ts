/**
 * Check-digit arithmetic shared by the validators: ISO 7064 MOD 97-10 (IBAN, the Dutch btw-id) and Luhn
 * (card numbers, the Italian partita IVA).
 */

/**
 * The remainder mod 97 of the number the string spells, computed digit by digit so no precision is lost.
 * Returns NaN for characters other than 0-9 and A-Z (upper case).
 * Example: mod97('WEST12345698765432GB82') === 1 (a valid IBAN, rearranged); mod97('97') === 0.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const code = char.charCodeAt(0);
    let value: number;
    if (code >= 48 && code <= 57) value = code - 48;
    else if (code >= 65 && code <= 90) value = code - 55;
    else return Number.NaN;
    // A letter contributes two decimal digits, a digit one.
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Luhn check over a string of digits, the last being the check digit. Example: luhnValid('79927398713') === true. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].map(Number).reverse().forEach((digit, index) => {
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}
