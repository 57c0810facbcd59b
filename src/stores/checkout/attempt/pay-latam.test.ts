import { afterEach, describe, expect, it } from 'vitest';
import type { CollectedPayment, ProviderHandle } from '~/providers/registry';
import { paymentsCreatedCount, sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { ownCardHandle } from '../../../../tests/setup/own-card-handle';
import { runLoadSequence } from '../load/load-sequence';
import { $product } from '../session';
import { $step } from '../steps';
import { $continueButton } from '../choice/continue-button';
import { setHolderName, setProviderHandle } from '../choice/fields';
import { routeEndpoint } from '~/domain/method-routes';
import { pay } from './pay';
import { $paymentResult } from '../payment-result';
import { $paymentStatus } from './status';
import { $methodPayable, $methodProvider, chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';

const collected = (payment: CollectedPayment): ProviderHandle => ({ collect: async () => ({ ok: true, payment }) });

/** The payment bodies provider U's endpoints received, by path. */
function recordPaymentBodies(): { path: string; body: Record<string, unknown> }[] {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/payment/provider-u/')) void request.clone().json().then((body: Record<string, unknown>) => seen.push({ path, body }));
  });
  return seen;
}

/** The payment step of a plan at a Latin-American country price (sandbox accounts mx, co, pe, ar; docs/sandbox.md). */
async function openStep(user: 'mx' | 'co' | 'pe' | 'ar', search = `?country=${user}`) {
  setScenario({ user });
  await runLoadSequence(loadInput('essentials-plan', search));
  $step.set('payment');
  startMethodSelection();
}

const PSE = { email: 'camilo@sandbox.test', bankCode: '1007', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050' } as const;
const CO_PHONE = { area_code: '', number: '3001234567' };

afterEach(() => stopMethodSelection());

describe('provider U through the step (part 2 §4.3, §4.4, §7)', () => {
  it('part 2 §7: each method has its provider U endpoint; other providers keep theirs', () => {
    expect(['creditCard', 'cash', 'bankTransfer', 'nequi', 'yape'].map((method) => routeEndpoint(method as never, 'latinAmerican'))).toEqual([
      'provider-u-card', 'provider-u-cash', 'provider-u-bank-transfer', 'provider-u-nequi', 'provider-u-yape',
    ]);
    expect(routeEndpoint('boleto', 'latinAmerican')).toBeNull();
    expect(routeEndpoint('creditCard', 'brazilian')).toBe('provider-b-card');
  });

  it('part 2 §4.2, §4.3: in COP the card (country price), cash, bank transfer and Nequi are provider U\'s and payable', async () => {
    await openStep('co');
    expect($product.get()?.currency).toBe('COP');
    for (const method of ['creditCard', 'cash', 'bankTransfer', 'nequi'] as const) {
      chooseMethod(method);
      expect([method, $methodProvider.get(), $methodPayable.get()]).toEqual([method, 'latinAmerican', true]);
    }
  });

  it('part 2 §2: the continue button labels; the provider U card needs the holder ("Titular inválido")', async () => {
    await openStep('pe');
    const labels: Record<string, string> = {};
    for (const method of ['cash', 'yape'] as const) {
      chooseMethod(method);
      // A press before the method's fields (their chunk still loading) could only fail.
      setProviderHandle(null);
      expect($continueButton.get()?.state).toEqual({ kind: 'disabled', messageKey: null });
      setProviderHandle(ownCardHandle('latinAmerican'));
      expect($continueButton.get()?.state).toEqual({ kind: 'enabled' });
      labels[method] = $continueButton.get()!.labelKey;
    }
    expect(labels).toEqual({ cash: 'payment:button.cash', yape: 'payment:button.yape' });
    chooseMethod('creditCard');
    setHolderName('');
    expect($continueButton.get()?.state).toEqual({ kind: 'disabled', messageKey: 'errors:validation.holder_required' });
  });

  it('part 2 §7: a MXN country-price card pays at provider-u-card with the token only', async () => {
    const bodies = recordPaymentBodies();
    await openStep('mx');
    chooseMethod('creditCard');
    setHolderName('Sofia Lopez');
    const card = ownCardHandle('latinAmerican');
    setProviderHandle(card);
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['provider-u-card']);
    expect(bodies[0]?.body).toMatchObject({ token_card: card.tokens[0], amount: { currency: 'MXN' } });
  });

  it.each([
    ['cash', 'mx', { state: 'CX' }, 'provider-u-cash', { kind: 'cash' }],
    ['bankTransfer', 'mx', {}, 'provider-u-bank-transfer', { kind: 'bankTransferMxn', speiReference: expect.stringMatching(/^SPEI/) }],
    ['bankTransfer', 'co', { bankTransfer: PSE, dni: '1020304050', phone: CO_PHONE }, 'provider-u-bank-transfer', { kind: 'bankTransferCop', bankUrl: expect.stringContaining('/pse/') }],
    ['nequi', 'co', { email: 'camilo@sandbox.test', dni: '1020304050', phone: CO_PHONE }, 'provider-u-nequi', { kind: 'nequi', urlAccess: expect.stringContaining('/nequi/') }],
    ['yape', 'pe', { email: 'lucia@sandbox.test', dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' }, 'provider-u-yape', null],
  ] as const)('part 2 §4.4 payment_pending: %s (%s) pays once at its endpoint, stores its artifact and opens step 3', async (method, user, payment, call, artifact) => {
    const bodies = recordPaymentBodies();
    await openStep(user);
    chooseMethod(method);
    setProviderHandle(collected(payment as CollectedPayment));
    await pay();
    expect($step.get()).toBe('paymentConfirmation');
    expect($paymentResult.get()).toMatchObject({ method, kind: 'pending', artifact: artifact === null ? null : expect.objectContaining(artifact) });
    expect(sandboxPaymentRecords().map((r) => [r.call, r.outcome])).toEqual([[call, 'payment_pending']]);
    expect(bodies[0]?.body).toMatchObject(payment);
  });

  it('part 2 §5: the fields\' refusal sends nothing; the next press pays once', async () => {
    await openStep('co');
    chooseMethod('nequi');
    setProviderHandle({ collect: async () => ({ ok: false, message: { key: 'errors:validation.dni' } }) });
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'errors:validation.dni', params: undefined } });
    expect(paymentsCreatedCount()).toBe(0);
    setProviderHandle(collected({ email: 'camilo@sandbox.test', dni: '1020304050', phone: CO_PHONE }));
    await pay();
    expect(paymentsCreatedCount()).toBe(1);
  });
});
