import { describe, expect, it } from 'vitest';
import { crc16, pixCode } from './pix-code';

describe('the sandbox pix code', () => {
  it('part 2 §4.5: the pix code is a BR Code with the amount and its own CRC', () => {
    // 29B1 is the published check value of CRC-16/CCITT-FALSE over the ASCII string "123456789".
    expect(crc16('123456789')).toBe('29B1');
    const code = pixCode(14900, 'TX1');
    expect(code).toContain('5406149.00');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });
});
