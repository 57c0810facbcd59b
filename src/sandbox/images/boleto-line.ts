/**
 * The boleto's numbers (FEBRABAN's "Layout de código de barras", bank collection slips): the 44-digit bar code and
 * the 47-digit typed line ("linha digitável") that carries the same digits in another order with check digits.
 *
 * Bar code: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) · amount in cents (10) ·
 * free field (25). Typed line: bank, currency and free field 1-5, DV · free 6-15, DV · free 16-25, DV · general
 * check digit · factor and amount; each field's DV is modulo 10, the general one modulo 11 over the other 43 digits.
 */

/** Modulo 10 check digit: weights 2, 1, 2, … from the right, digits of each product summed. Example: mod10('341917900') === 1. */
export function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const p = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += p > 9 ? p - 9 : p;
  });
  return (10 - (sum % 10)) % 10;
}

/** The bar code's general check digit: weights 2 to 9 from the right, 11 - remainder, and 1 for 0, 10 or 11. */
export function generalCheckDigit(digits43: string): number {
  let sum = 0;
  [...digits43].reverse().forEach((d, i) => {
    sum += Number(d) * (2 + (i % 8));
  });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/**
 * The due-date factor: days since 1997-10-07; after 9999 (2025-02-21) it starts again at 1000 (FEBRABAN's 2025 reset).
 * Example: dueDateFactor('2025-02-22') === 1000.
 */
export function dueDateFactor(isoDate: string): number {
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  return days > 9999 ? ((days - 1000) % 9000) + 1000 : days;
}

/** The 44-digit bar code of a bank, due date factor, amount (cents) and 25-digit free field, with its general check digit. */
export function boletoBarCode(bank: string, factor: number, cents: number, freeField: string): string {
  const rest = String(factor).padStart(4, '0') + String(cents).padStart(10, '0') + freeField;
  const head = `${bank}9`;
  return head + generalCheckDigit(head + rest) + rest;
}

/** The typed line of a 44-digit bar code, grouped as printed. Example: "34191.79001 01043.510047 91020.150008 8 10170000014900". */
export function typedLine(barCode: string): string {
  const free = barCode.slice(19);
  const field = (digits: string) => digits + mod10(digits);
  const f1 = field(barCode.slice(0, 4) + free.slice(0, 5));
  const f2 = field(free.slice(5, 15));
  const f3 = field(free.slice(15));
  return `${f1.slice(0, 5)}.${f1.slice(5)} ${f2.slice(0, 5)}.${f2.slice(5)} ${f3.slice(0, 5)}.${f3.slice(5)} ${barCode[4]} ${barCode.slice(5, 19)}`;
}

/**
 * The 44-digit bar code a typed line stands for, or null when it is not 47 digits or a check digit is wrong.
 * Example: barCodeOfLine(typedLine(code)) === code.
 */
export function barCodeOfLine(line: string): string | null {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) return null;
  const fields = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)];
  if (fields.some((f) => mod10(f.slice(0, -1)) !== Number(f.slice(-1)))) return null;
  const code = d.slice(0, 4) + d[32] + d.slice(33) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  return generalCheckDigit(code.slice(0, 4) + code.slice(5)) === Number(code[4]) ? code : null;
}
