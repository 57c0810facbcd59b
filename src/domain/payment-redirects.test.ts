import { describe, expect, it } from 'vitest';
import { checkPaymentRedirect, type PaymentRedirectLists } from './payment-redirects';

const LISTS: PaymentRedirectLists = {
  threeDSecure: ['https://checkoutshopper-live.adyen.com', 'https://hooks.stripe.com'],
  bank: ['https://pse.bank.example'],
  paypal: ['https://office.example.com'],
  sandboxOrigin: null,
};

describe('checkPaymentRedirect (DESIGN.md Security: one allow-list per kind of payment redirect)', () => {
  it.each([
    ['part 2 §4.4: a 3-D Secure page of the provider', 'threeDSecure', 'https://hooks.stripe.com/3d_secure_2/hosted?x=1', true],
    ['part 2 §4.4: the office is not a 3-D Secure page', 'threeDSecure', 'https://office.example.com/pay', false],
    ['part 2 §4.3: PayPal goes through the office invoice-pay page', 'paypal', 'https://office.example.com/invoice-pay/1001', true],
    ['part 2 §4.3: a bank page is not the PayPal path', 'paypal', 'https://pse.bank.example/start', false],
    ['part 2 §4.2: a bank page listed for banks', 'bank', 'https://pse.bank.example/start', true],
    ['DESIGN.md Security: plain http is refused', 'bank', 'http://pse.bank.example/start', false],
    ['DESIGN.md Security: user-info is refused', 'threeDSecure', 'https://user@hooks.stripe.com/x', false],
    ['DESIGN.md Security: javascript: is refused', 'paypal', 'javascript:alert(1)', false],
  ] as const)('%s', (_name, kind, target, ok) => {
    expect(checkPaymentRedirect(kind, target, LISTS).ok).toBe(ok);
  });

  it('sandbox: the local origin serves the sandbox 3-D Secure and bank pages', () => {
    const sandbox = { ...LISTS, sandboxOrigin: 'http://127.0.0.1:4321' };
    expect(checkPaymentRedirect('threeDSecure', 'http://127.0.0.1:4321/sandbox/3ds?session=1', sandbox).ok).toBe(true);
    expect(checkPaymentRedirect('threeDSecure', 'http://127.0.0.1:4321/sandbox/3ds?session=1', LISTS).ok).toBe(false);
  });
});
