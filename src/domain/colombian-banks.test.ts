import { describe, expect, it } from 'vitest';
import { COLOMBIAN_BANKS, colombianBank } from '~/domain/colombian-banks';

describe('the Colombian bank list (part 2 §3 "Bank transfer (COP)")', () => {
  it('part 2 §3: holds roughly 50 banks, each with a description and a four-digit PSE code', () => {
    expect(COLOMBIAN_BANKS.length).toBeGreaterThanOrEqual(45);
    expect(COLOMBIAN_BANKS.length).toBeLessThanOrEqual(60);
    for (const bank of COLOMBIAN_BANKS) {
      expect(bank.code).toMatch(/^\d{4}$/);
      expect(bank.description.trim()).not.toBe('');
    }
  });

  it('part 2 §3: codes and descriptions are unique, so a choice names one bank', () => {
    expect(new Set(COLOMBIAN_BANKS.map((bank) => bank.code)).size).toBe(COLOMBIAN_BANKS.length);
    expect(new Set(COLOMBIAN_BANKS.map((bank) => bank.description)).size).toBe(COLOMBIAN_BANKS.length);
  });

  it('part 2 §3: includes test entries, marked as such, and the country\'s main banks with their PSE codes', () => {
    expect(COLOMBIAN_BANKS.filter((bank) => bank.test).map((bank) => bank.code)).toEqual(['1022', '1151']);
    expect(colombianBank('1007')).toEqual({ code: '1007', description: 'BANCOLOMBIA' });
    expect(colombianBank('1051')?.description).toBe('BANCO DAVIVIENDA');
    expect(colombianBank(' 1507 ')?.description).toBe('NEQUI');
    expect(colombianBank('9999')).toBeNull();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(COLOMBIAN_BANKS)).toBe(true);
  });
});
