// @vitest-environment jsdom
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPixNotification } from '~/api/payment/check-pix-notification';
import { createPayment } from '~/api/payment/create-payment';
import { verifyThreeDSecureReturn } from '~/api/payment/verify-three-d-secure';
import { PIX_POLLS_BEFORE_PAID, sampleProviderAPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { resetSandbox } from '~/sandbox/reset';
import { nextSandboxNumber, paymentIntent, savePaymentIntent, saveThreeDSecureSession } from './payment-state';

/*
 * A page reload (or the return from a 3-D Secure redirect) starts the sandbox modules afresh: each test
 * reloads them with vi.resetModules() and checks that the fresh copy still finds the payment state.
 */
const reloaded = async () => {
  vi.resetModules();
  return {
    state: await import('./payment-state'),
    store: await import('./payment-store'),
    payment: await import('./payment'),
  };
};

/** A provider A card payment (Adyen's secured fields' output) of a sandbox card, 3063 (the 3-D Secure redirect) by default. */
const usPayment = (number = '4000000000003063') => sampleProviderAPayload(number);

beforeEach(() => void setScenario({ user: 'us' }));

describe('sandbox payment state survives a reload and is shared by the tabs (kept in localStorage, decision 012)', () => {
  it('decision 012: keeps 3-D Secure sessions, payment intents and the id sequence in localStorage, not in the tab\'s sessionStorage', async () => {
    saveThreeDSecureSession('3ds_x', { after: 'refused', gatewayIdentifier: 'gw_x', final: null });
    savePaymentIntent('pi_x_secret', { id: 'pi_x', status: 'requires_action', needsChallenge: true });
    const last = nextSandboxNumber();
    expect(localStorage.getItem('sandbox-payments')).not.toBeNull();
    expect(sessionStorage.getItem('sandbox-payments')).toBeNull();

    const { state } = await reloaded();
    expect(state.threeDSecureSession('3ds_x')).toEqual({ after: 'refused', gatewayIdentifier: 'gw_x', final: null });
    expect(state.paymentIntent('pi_x_secret')?.status).toBe('requires_action');
    // Ids stay unique across the reload, so a new 3-D Secure session cannot overwrite an older one.
    expect(state.nextSandboxNumber()).toBe(last + 1);
  });

  it('part 2 §4.4: the return from a 3-D Secure redirect finds its session after the page reloads', async () => {
    const answer = await createPayment('provider-a-card', usPayment());
    const bank = sandboxBankReturn(answer.gateway);
    expect(bank.identify).not.toBe('');

    const { payment } = await reloaded();
    sandboxServer.use(...payment.paymentHandlers);
    const back = await verifyThreeDSecureReturn({ ...bank, userId: '1002', currency: 'USD' });
    expect(back.gateway.type).toBe('payment_authorized');
  });

  it('DESIGN.md: a retry with the same idempotency key after a reload gets the same answer and creates no second payment', async () => {
    const payload = usPayment('4242424242424242');
    const first = await createPayment('provider-a-card', payload);
    await createPayment('provider-a-card', usPayment('4242424242424242'));

    const { payment, store } = await reloaded();
    sandboxServer.use(...payment.paymentHandlers);
    const again = await createPayment('provider-a-card', payload);
    expect(again).toEqual(first);
    expect(store.paymentsCreatedCount()).toBe(2);
    expect(store.sandboxPaymentRecords()[0]).toMatchObject({ key: payload.idempotency_key, call: 'provider-a-card', outcome: 'payment_authorized' });
  });

  it('part 2 §4.5: pix polls keep counting across a reload, so a resumed pix is paid', async () => {
    for (let poll = 0; poll < PIX_POLLS_BEFORE_PAID; poll += 1) expect((await checkPixNotification('pix_resume')).paid).toBe(false);

    const { payment } = await reloaded();
    sandboxServer.use(...payment.paymentHandlers);
    expect((await checkPixNotification('pix_resume')).paid).toBe(true);
  });

  it('decision 012: a second tab (its own sessionStorage, the same localStorage) finds the payment by its key and pays nothing again', async () => {
    const payload = usPayment('4242424242424242');
    const first = await createPayment('provider-a-card', payload);

    // The second tab: the buyer logged in there too, its own sessionStorage, a sandbox of its own.
    const scenario = sessionStorage.getItem('sandbox-scenario');
    sessionStorage.clear();
    if (scenario) sessionStorage.setItem('sandbox-scenario', scenario);
    const { payment, store, state } = await reloaded();
    sandboxServer.use(...payment.paymentHandlers);
    expect(state.attemptRecord(payload.idempotency_key)).toMatchObject({ outcome: 'payment_authorized', method: 'creditCard' });
    await expect(createPayment('provider-a-card', payload)).resolves.toEqual(first);
    expect(store.paymentsCreatedCount()).toBe(1);
  });

  it('a reset forgets the payment state in localStorage too', async () => {
    savePaymentIntent('pi_y_secret', { id: 'pi_y', status: 'succeeded', needsChallenge: false });
    resetSandbox();
    expect(localStorage.getItem('sandbox-payments')).toBeNull();
    expect(paymentIntent('pi_y_secret')).toBeUndefined();
    const { state } = await reloaded();
    expect(state.paymentIntent('pi_y_secret')).toBeUndefined();
  });
});
