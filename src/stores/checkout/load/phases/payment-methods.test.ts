import { describe, expect, it, vi } from 'vitest';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { setScenario } from '~/sandbox/scenario';
import { $invoiceNotes } from '../../invoice-notes';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $methods } from '../../choice/methods';
import { $flow, $uplineMethod } from '../../session';
import { paymentMethodsPhase } from './payment-methods';
import { applyCoupon, removeCoupon } from '../../coupon/coupon';
import { sandboxServer } from '~/sandbox/node';

const all = ['loginStatus', 'product', 'yearlyPeriod', 'coupon', 'invoice', 'invoiceNotes', 'paymentMethods', 'upline'] as const;

describe('paymentMethodsPhase and uplinePhase (part 2 §4.1-§4.3)', () => {
  it.each([
    ['part 2 §4.2: BRL for a Brazilian buyer', 'br', 'premium-plan-149-brl', '', null, ['creditCard', 'pix', 'boleto']],
    ['part 2 §4.2: PayPal-only user', 'paypal-only', 'premium-plus-plan', '', null, ['paypal']],
    ['part 2 §4.3: first payment to the sponsor by PayPal (USD 199.00)', 'upline', 'mentorship-plan', '', 'paypal', ['paypal']],
    ['part 2 §4.3: by the Brazilian wallet for BRL (500.00)', 'upline', 'mentoria-plan-brl', '', 'pagSeguro', ['pagSeguro']],
    ['part 2 §4.3: a fee of 1000.00 to the sponsor', 'upline', 'consultoria-fee-brl', '', 'pagSeguro', ['pagSeguro']],
    ['part 2 §4.3: not with a valid coupon', 'upline', 'mentorship-plan', '?coupon=OFF10', null, ['creditCard', 'paypal']],
    ['part 2 §4.3: not when the parent is the company (no gateways)', 'br', 'mentorship-plan', '', null, ['creditCard', 'paypal']],
  ])('%s', async (_row, user, slug, search, upline, methods) => {
    setScenario({ user });
    const { outcome } = await contextAfter(all, loadInput(slug, search));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($uplineMethod.get()).toBe(upline);
    expect($methods.get()).toEqual(methods);
    expect($invoiceNotes.get().upline_first_payment ?? false).toBe(upline !== null);
  });

  it('part 2 §4.3 "no valid coupon": a coupon applied after the load turns the sponsor payment off, removing it turns it on; the note follows', async () => {
    setScenario({ user: 'upline' });
    await contextAfter(all, loadInput('mentorship-plan'));
    const notes: unknown[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/update-invoice/')) void request.clone().json().then((body: { note?: unknown }) => notes.push(body.note));
    });
    await applyCoupon('OFF10');
    await vi.waitFor(() => expect([$uplineMethod.get(), $methods.get(), $invoiceNotes.get().upline_first_payment]).toEqual([null, ['creditCard', 'paypal'], false]));
    removeCoupon();
    await vi.waitFor(() => expect([$uplineMethod.get(), $methods.get(), $invoiceNotes.get().upline_first_payment]).toEqual(['paypal', ['paypal'], true]));
    await vi.waitFor(() => expect(notes).toEqual([{ upline_first_payment: false }, { upline_first_payment: true }]));
  });

  it('part 2 §4.1: logs a loaded product that leaves the buyer no method', async () => {
    const { ctx } = await contextAfter(['product'], loadInput('premium-plus-plan'));
    $flow.set(null);
    expect(await paymentMethodsPhase(ctx)).toEqual({ kind: 'continue' });
    expect(sandboxLogEntries().at(-1)?.message).toBe('checkout load: no payment method available');
  });
});
