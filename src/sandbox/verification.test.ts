import { describe, expect, it, vi } from 'vitest';
import { getScenario } from './scenario';
import { getSandboxVerificationCode, issueSandboxVerificationCode, newVerificationCode, onSandboxVerificationCode } from './verification';

describe('sandbox verification code (part 1 §4, DESIGN.md "Modes": the code is shown in the sandbox)', () => {
  it('part 1 §4: a new session has no code', () => {
    expect(getSandboxVerificationCode()).toBeNull();
  });

  it.each([
    ['part 1 §4: a draw of 0 keeps its leading zeros', 0, '000000'],
    ['part 1 §4: a large draw keeps the last 6 digits', 4_294_967_295, '967295'],
    ['part 1 §4: a small draw is padded to 6 digits', 42, '000042'],
  ])('%s', (_name, draw, code) => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array[0] = draw;
      return array;
    });
    expect(newVerificationCode()).toBe(code);
  });

  it('part 1 §4: an issued code is stored in the scenario and announced to the banner', () => {
    const heard: Array<string | null> = [];
    const stop = onSandboxVerificationCode((code) => heard.push(code));
    const code = issueSandboxVerificationCode();
    stop();
    issueSandboxVerificationCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(heard).toEqual([code]);
    expect(getScenario().verificationCode).toBe(getSandboxVerificationCode());
  });
});
