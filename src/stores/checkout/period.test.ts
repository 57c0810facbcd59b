import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS, seedCheckout } from '../../../tests/setup/checkout-fixtures';
import { $cart, $cartTotals } from './cart/cart';
import { $coupon, applyCoupon, removeCoupon } from './coupon/coupon';
import { $period, setInitialPeriod, switchPeriod } from './period';

beforeEach(() => {
  seedCheckout({ product: PRODUCTS.essentials() });
  setInitialPeriod('MONTHLY');
  removeCoupon();
});

describe('period store (part 1 §2, §4)', () => {
  it.each([
    ['part 1 §2: monthly bills one month', 'MONTHLY', 4900, 'checkout:cart.period.monthly', 'MENSAL'],
    ['part 1 §2: yearly bills 12 months', 'YEARLY', 58800, 'checkout:cart.period.yearly', 'ANUAL'],
  ] as const)('%s', (_row, period, total, labelKey, periodo) => {
    switchPeriod(period);
    expect($cartTotals.get()).toMatchObject({ periodo, periodLabelKey: labelKey, charge: { total } });
    expect($cart.get()?.price.periodLabelKey).toBe(labelKey);
  });

  it('part 1 §4: yearly uses the annual price when the product has one', () => {
    seedCheckout({ product: { ...PRODUCTS.essentials(), annualMonthlyAmount: 4410 } });
    switchPeriod('YEARLY');
    expect($cartTotals.get()?.charge.total).toBe(52920);
    // The price next to "Anual" is the year's amount (12 x the annual per-month price), as charged.
    expect($cart.get()?.price.text).toBe('US$\u00a0529,20');
  });

  it('part 1 §4: the load sequence sets the yearly period from period=y', () => {
    setInitialPeriod('YEARLY');
    expect($period.get()).toBe('YEARLY');
  });

  it('part 1 §4: switching the period clears an applied coupon', async () => {
    await applyCoupon('OFF10');
    switchPeriod('YEARLY');
    expect($coupon.get().status).toBe('none');
  });

  it.each([
    ['part 1 §2: a plan shows the toggle', PRODUCTS.essentials(), true],
    ['part 1 §2: a tool bills monthly, no toggle', PRODUCTS.funnelBuilderTool(), false],
    ['part 1 §2: a fee has no toggle', PRODUCTS.upworkFee(), false],
  ])('%s', (_row, product, toggle) => {
    seedCheckout({ product });
    switchPeriod('YEARLY');
    expect($cart.get()?.period).toMatchObject({ toggle, value: toggle ? 'YEARLY' : 'MONTHLY' });
  });
});
