import { describe, expect, it } from 'vitest';
import { ITF_DIGITS, ITF_QUIET, ITF_WIDE, itfSvg, itfWidths } from './itf';

/** Reads element widths back into digits as a scanner would: start, pairs of five bars and five spaces, stop. */
function decode(widths: number[]): string {
  expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
  expect(widths.slice(-3)).toEqual([ITF_WIDE, 1, 1]);
  const body = widths.slice(4, -3);
  const digitOf = (ws: number[]) => ITF_DIGITS.indexOf(ws.map((w) => (w === ITF_WIDE ? 'w' : 'n')).join(''));
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const pair = body.slice(i, i + 10);
    out += `${digitOf(pair.filter((_, k) => k % 2 === 0))}${digitOf(pair.filter((_, k) => k % 2 === 1))}`;
  }
  return out;
}

describe('Interleaved 2 of 5 (ISO/IEC 16390)', () => {
  it('uses the standard digit patterns: N N W W N for 0, W N N N W for 1 … N W N W N for 9', () => {
    // The table as ISO/IEC 16390 (and FEBRABAN's boleto layout) prints it, 1 = wide.
    const standard = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];
    expect(ITF_DIGITS.map((p) => p.replace(/w/g, '1').replace(/n/g, '0'))).toEqual(standard);
  });

  it('interleaves a pair: the first digit in the bars, the second in the spaces, between start and stop', () => {
    expect(itfWidths('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });

  it('round-trips the 44 digits of a boleto bar code', () => {
    const code = '00193373700000001000500940144816060680935031';
    const widths = itfWidths(code);
    // 4 start + 44 digits × 5 elements + 3 stop, every digit with exactly two wide elements.
    expect(widths).toHaveLength(4 + 44 * 5 + 3);
    expect(decode(widths)).toBe(code);
  });

  it('refuses an odd number of digits or anything but digits', () => {
    expect(() => itfWidths('123')).toThrow();
    expect(() => itfWidths('12a4')).toThrow();
  });

  it('draws one rectangle per bar inside quiet zones of 10 narrow widths', () => {
    const svg = itfSvg('12');
    const bars = [...svg.matchAll(/M(\d+) 0h(\d+)/g)].map(([, x, w]) => [Number(x), Number(w)]);
    expect(bars).toHaveLength(2 + 5 + 2);
    expect(bars[0]).toEqual([ITF_QUIET, 1]);
    const total = itfWidths('12').reduce((a, b) => a + b, 0) + 2 * ITF_QUIET;
    expect(svg).toContain(`viewBox="0 0 ${total} 50"`);
  });
});
