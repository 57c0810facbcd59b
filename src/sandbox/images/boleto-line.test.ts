import { describe, expect, it } from 'vitest';
import { barCodeOfLine, boletoBarCode, dueDateFactor, generalCheckDigit, mod10, typedLine } from './boleto-line';

// Banco do Brasil's published example of a boleto: the bar code and the typed line printed for it.
const BB_CODE = '00193373700000001000500940144816060680935031';
const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';

describe("the boleto's bar code and typed line (FEBRABAN)", () => {
  it("checks a published boleto's check digits and gives back its 44-digit bar code", () => {
    expect(barCodeOfLine(BB_LINE)).toBe(BB_CODE);
    expect(typedLine(BB_CODE)).toBe(BB_LINE);
  });

  it('computes modulo 10 and the general modulo 11 check digit, 1 instead of 0, 10 or 11', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod10('341917900')).toBe(1);
    expect(generalCheckDigit(BB_CODE.slice(0, 4) + BB_CODE.slice(5))).toBe(3);
    // Remainder 0 or 1 would give 11 or 10: the digit is 1.
    const digits = Array.from({ length: 200 }, (_, n) => generalCheckDigit(String(n).padStart(43, '0')));
    expect(digits.every((d) => d >= 1 && d <= 9)).toBe(true);
  });

  it('refuses a line of the wrong length or with a wrong check digit', () => {
    expect(barCodeOfLine(BB_LINE.slice(0, -1))).toBeNull();
    expect(barCodeOfLine(BB_LINE.replace('00190.50095', '00190.50096'))).toBeNull();
    expect(barCodeOfLine(BB_LINE.replace(' 3 ', ' 4 '))).toBeNull();
  });

  it('counts the due-date factor from 1997-10-07 and starts again at 1000 after 9999', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
  });

  it('builds a bar code whose typed line reads back to it', () => {
    const code = boletoBarCode('341', dueDateFactor('2026-12-01'), 14900, '1790001043510049102015000');
    expect(code).toHaveLength(44);
    expect(code.slice(9, 19)).toBe('0000014900');
    expect(barCodeOfLine(typedLine(code))).toBe(code);
    expect(typedLine(code)).toMatch(/^34191\.79001 01043\.510047 91020\.150008 \d \d{14}$/);
  });
});
