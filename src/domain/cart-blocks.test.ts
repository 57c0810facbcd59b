import { describe, expect, it } from 'vitest';
import checkout from '../../locales/pt/checkout.json';
import { STAMP_KEYS, couponBoxVisible, stampsVisible } from '~/domain/cart-blocks';

describe('trust stamps', () => {
  it.each([
    ['part 1 §2: product 63 hides the stamps', 63, false],
    ['part 1 §2: product 64 hides the stamps', 64, false],
    ['part 2 §9: product 65 hides the stamps', 65, false],
    ['part 2 §9: product 62 shows the stamps', 62, true],
    ['part 2 §9: product 66 shows the stamps', 66, true],
  ])('%s', (_section, productId, visible) => {
    expect(stampsVisible(productId)).toBe(visible);
  });

  it('names four stamps that exist in locales/pt (part 1 §2)', () => {
    const stamps: Record<string, string> = checkout.stamps;
    expect(STAMP_KEYS.map((key) => stamps[key.replace('checkout:stamps.', '')])).toEqual([
      '30 dias de garantia', '30 horas de cursos', 'Grupo com 60 mil membros', 'Funciona para todos os negócios',
    ]);
  });
});

describe('coupon box', () => {
  it.each([
    ['part 1 §2: hidden on an upwork fee slug', 'upwork-fee', false],
    ['part 1 §2: hidden on an upper-case upwork slug', 'Upwork-Freelancer-10', false],
    ['part 1 §2: shown on a plan', 'advanced-plan', true],
    ['part 1 §2: shown when upwork is not the prefix', 'fee-upwork', true],
  ])('%s', (_section, slug, visible) => {
    expect(couponBoxVisible(slug)).toBe(visible);
  });
});
