import { afterEach, describe, expect, it } from 'vitest';
import type { Coupon } from '~/domain/coupon';
import { $coupon } from '../coupon/coupon';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $methods, $walletAvailable } from './methods';
import { $period } from '../period';

afterEach(() => {
  $walletAvailable.set(false);
  $period.set('MONTHLY');
});

const coupon = (period: Coupon['period'], value = 10): Coupon => ({ id: 1, code: 'C', type: 'PERCENTAGE_OF_DISCOUNT', value, period, periodTime: period.startsWith('TIME_') ? 3 : null, applyOnlyFirstMonth: false });

describe('$methods follows the stores (part 2 §4.2)', () => {
  it.each([
    ['part 2 §4.2: a period coupon turns PayPal off', coupon('TIME_MONTH'), ['creditCard']],
    ['part 2 §4.2: a 100% coupon turns PayPal off', coupon('FOREVER', 100), ['creditCard']],
    ['part 2 §4.2: removing the coupon brings PayPal back', null, ['creditCard', 'paypal']],
  ])('%s', async (_row, applied, methods) => {
    await runLoadSequence(loadInput('premium-plus-plan'));
    $coupon.set(applied ? { status: 'applied', coupon: applied, code: applied.code } : { status: 'none' });
    expect($methods.get()).toEqual(methods);
  });

  it('part 2 §4.2: an annual country price bought yearly turns PayPal off', async () => {
    await runLoadSequence(loadInput('advanced-plan', '?country=mx&period=y'));
    expect($methods.get()).not.toContain('paypal');
    $period.set('MONTHLY');
    expect($methods.get()).toContain('paypal');
  });

  it('part 2 §4.2: a wallet the browser offers comes first', async () => {
    await runLoadSequence(loadInput('premium-plus-plan'));
    $walletAvailable.set(true);
    expect($methods.get()[0]).toBe('googlePay');
  });

  it('is empty before a product is loaded', () => {
    expect($methods.get()).toEqual([]);
  });
});
