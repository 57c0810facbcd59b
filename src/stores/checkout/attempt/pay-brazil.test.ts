import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import type { CollectedPayment, CollectResult, ProviderHandle } from '~/providers/registry';
import { paymentsCreatedCount, sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { ownCardHandle } from '../../../../tests/setup/own-card-handle';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { $addressErrors, setAddressField } from '../choice/address';
import { $continueButton } from '../choice/continue-button';
import { setHolderName, setProviderHandle } from '../choice/fields';
import { pay } from './pay';
import { resumeReturnFromThreeDSecure } from './pay-entry';
import { resetStores } from '../../reset';
import { $paymentResult } from '../payment-result';
import { $paymentStatus } from './status';
import { $methodPayable, chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';

/** A provider handle standing for provider B's mounted fields: what they collect, or their refusal. */
function handleCollecting(result: CollectResult): ProviderHandle {
  return { collect: async () => result };
}
const collected = (payment: CollectedPayment): ProviderHandle => handleCollecting({ ok: true, payment });

/** The payment bodies the gateway received, by path. */
function recordPaymentBodies(): { path: string; body: Record<string, unknown> }[] {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/payment/provider-b/')) void request.clone().json().then((body: Record<string, unknown>) => seen.push({ path, body }));
  });
  return seen;
}

async function openBrlStep(slug = 'premium-plan-149-brl') {
  setScenario({ user: 'br' });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
}

function fillBrazilianAddress() {
  setAddressField('zipCode', '01310-100');
  setAddressField('city', 'São Paulo');
  setAddressField('street', 'Avenida Paulista');
  setAddressField('stateCode', 'SP');
  setAddressField('number', '1000');
}

afterEach(() => stopMethodSelection());

describe('provider B through the step (part 2 §4.3, §4.4, §5, §7)', () => {
  it('part 2 §4.3: a BRL card, boleto and pix are payable here (provider B)', async () => {
    await openBrlStep();
    for (const method of ['creditCard', 'boleto', 'pix'] as const) {
      chooseMethod(method);
      expect($methodPayable.get()).toBe(true);
    }
  });

  it('part 2 §4.2: for BRL without a coupon the continue button is enabled once the fields are there, with its label per method', async () => {
    await openBrlStep();
    const labels: Record<string, string> = {};
    for (const method of ['creditCard', 'boleto', 'pix'] as const) {
      chooseMethod(method);
      // A press before the method's fields (their chunk still loading) could only fail.
      setProviderHandle(null);
      expect($continueButton.get()?.state).toEqual({ kind: 'disabled', messageKey: null });
      setProviderHandle(ownCardHandle('brazilian'));
      expect($continueButton.get()?.state).toEqual({ kind: 'enabled' });
      labels[method] = $continueButton.get()!.labelKey;
    }
    expect(labels).toEqual({ creditCard: 'payment:button.default', boleto: 'payment:button.boleto', pix: 'payment:button.pix' });
  });

  it('part 2 §7: a BRL card pays at provider-b-card with the token only; the address goes with it', async () => {
    const bodies = recordPaymentBodies();
    await openBrlStep();
    chooseMethod('creditCard');
    setHolderName('Ana Souza');
    fillBrazilianAddress();
    const card = ownCardHandle('brazilian');
    setProviderHandle(card);
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect($step.get()).toBe('paymentConfirmation');
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['provider-b-card']);
    expect(bodies[0]?.body).toMatchObject({ token_card: card.tokens[0], address: { zipCode: '01310-100', city: 'São Paulo', stateCode: 'SP', number: '1000' } });
    expect(JSON.stringify(bodies[0]?.body)).not.toMatch(/number_card|security_code|"card"/);
  });

  it('part 2 §5: a provider B card without the address is stopped with "Para finalizar o pagamento..." by the block, the alert counting its 4 missing fields, and nothing is sent', async () => {
    await openBrlStep();
    chooseMethod('creditCard');
    setHolderName('Ana Souza');
    setProviderHandle(collected({ token_card: 'tok_sandbox_4242' }));
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'payment:validation.summary', params: { count: 4 }, fields: true } });
    expect($addressErrors.get()).toEqual({ messageKey: 'errors:validation.address_required', missing: ['zipCode', 'city', 'street', 'stateCode'] });
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §4.4 payment_pending: the boleto stores its document and opens step 3', async () => {
    const bodies = recordPaymentBodies();
    await openBrlStep();
    chooseMethod('boleto');
    fillBrazilianAddress();
    setProviderHandle(collected({ cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } }));
    await pay();
    expect($step.get()).toBe('paymentConfirmation');
    const result = $paymentResult.get();
    expect(result).toMatchObject({ method: 'boleto', kind: 'pending', artifact: { kind: 'boleto' } });
    expect(result?.artifact && 'barCode' in result.artifact ? result.artifact.barCode : null).toMatch(/^\d/);
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['provider-b-boleto']);
    expect(bodies[0]).toMatchObject({ path: '/sandbox-api/gateway/payment/provider-b/boleto', body: { cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } } });
  });

  it('part 2 §8: the gateway refusing to issue the boleto shows the boleto failure message; a new press is a new attempt', async () => {
    await openBrlStep();
    chooseMethod('boleto');
    fillBrazilianAddress();
    setProviderHandle(collected({ cpf_or_cnpj: '11144477735', phone: { area_code: '11', number: '912345678' } }));
    await pay();
    expect($paymentStatus.get()).toMatchObject({ state: 'refused', message: { key: 'payment:errors.boleto_failed', detail: 'Sandbox: the boleto could not be issued' } });
    expect($step.get()).toBe('payment');
    setProviderHandle(collected({ cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } }));
    await pay();
    expect(sandboxPaymentRecords().map((r) => [r.call, r.outcome])).toEqual([['provider-b-boleto', 'payment_refused'], ['provider-b-boleto', 'payment_pending']]);
  });

  it('part 2 §5: a boleto without the address is stopped before anything is sent', async () => {
    await openBrlStep();
    chooseMethod('boleto');
    setProviderHandle(collected({ cpf_or_cnpj: '52998224725', phone: { area_code: '11', number: '912345678' } }));
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'payment:validation.summary', params: { count: 4 }, fields: true } });
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §5, WCAG 3.3.1: one press of an empty boleto checks its CPF/CNPJ and phone and the address together; the alert counts all 6, the form keeps the focus, nothing is collected or sent', async () => {
    await openBrlStep();
    chooseMethod('boleto');
    const check = vi.fn(() => 2);
    const collect = vi.fn(async (): Promise<CollectResult> => ({ ok: true, payment: { cpf_or_cnpj: '52998224725' } }));
    setProviderHandle({ collect, check });
    await pay();
    expect(check).toHaveBeenCalledTimes(1);
    expect(collect).not.toHaveBeenCalled();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'payment:validation.summary', params: { count: 6 }, fields: true } });
    // The CPF/CNPJ above the block holds the focus: the block does not take it.
    expect($addressErrors.get()).toEqual({ messageKey: 'errors:validation.address_required', missing: ['zipCode', 'city', 'street', 'stateCode'], focusFirst: false });
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §5, WCAG 3.3.1: a boleto whose form refuses 2 inputs (address complete) is stopped with the count, nothing sent', async () => {
    await openBrlStep();
    chooseMethod('boleto');
    fillBrazilianAddress();
    setProviderHandle(handleCollecting({ ok: false, message: { key: 'errors:validation.cpf_cnpj_invalid' }, invalid: 2 }));
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'payment:validation.summary', params: { count: 2 }, fields: true } });
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §4.4 payment_pending: pix needs no address, stores its QR code and opens step 3', async () => {
    await openBrlStep();
    chooseMethod('pix');
    setProviderHandle(collected({ cpf_or_cnpj: '11222333000181' }));
    await pay();
    expect($paymentResult.get()).toMatchObject({ method: 'pix', kind: 'pending', artifact: { kind: 'pix' } });
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['provider-b-pix']);
  });

  it('part 2 §5: an invalid CPF/CNPJ is the fields\' refusal: its message, nothing sent, the next press tries again', async () => {
    await openBrlStep();
    chooseMethod('pix');
    setProviderHandle(handleCollecting({ ok: false, message: { key: 'errors:validation.cpf_cnpj_invalid' } }));
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'errors:validation.cpf_cnpj_invalid', params: undefined } });
    expect(paymentsCreatedCount()).toBe(0);
    setProviderHandle(collected({ cpf_or_cnpj: '52998224725' }));
    await pay();
    expect(paymentsCreatedCount()).toBe(1);
  });

  it('part 2 §8: a fault on every send of the pix ends in "checking"; checking again pays once', async () => {
    await openBrlStep();
    chooseMethod('pix');
    setProviderHandle(collected({ cpf_or_cnpj: '52998224725' }));
    setScenario({ fault: 'http500', faultPath: '/payment/provider-b', faultTimes: 3 });
    try {
      await pay();
      expect($paymentStatus.get().state).toBe('checking');
      await pay();
      expect($paymentResult.get()).toMatchObject({ method: 'pix', kind: 'pending' });
      expect(paymentsCreatedCount()).toBe(1);
    } finally {
      setScenario({ fault: null, faultPath: '', faultTimes: 0 });
    }
  }, 15_000);
});

/*
 * Provider B's card tokens are single-use and expire 60 s after creation (Pagar.me,
 * https://docs.pagar.me/reference/alternativas-ao-pagarme-js); the sandbox twin refuses a reused or expired one with
 * "Token not found." (src/sandbox/handlers/card-token-store.ts). The page must therefore tokenise on every new
 * attempt, at the press, and resend a token only as the exact body of the same attempt (same key), which the gateway
 * answers from its first charge. Each test fails if the page reused a token or sent an old one. A reload after a lost
 * answer (the browser's ledger, so jsdom) is in own-card-token-reload.test.ts.
 */
describe("provider B's single-use, 60-second card tokens: the page never reuses one", () => {
  const CARD_PATH = '/payment/provider-b/card';
  const cardBodies = (bodies: ReturnType<typeof recordPaymentBodies>) => bodies.filter((b) => b.path.endsWith(CARD_PATH));

  /** How many card requests left the page, counted as they start (the bodies are read later). */
  function countCardRequests(): { n: number } {
    const count = { n: 0 };
    sandboxServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(CARD_PATH)) count.n += 1;
    });
    return count;
  }

  async function brlCard(number: string) {
    const bodies = recordPaymentBodies();
    await openBrlStep();
    chooseMethod('creditCard');
    setHolderName('Ana Souza');
    fillBrazilianAddress();
    const card = ownCardHandle('brazilian', number);
    setProviderHandle(card);
    return { bodies, card };
  }

  afterEach(() => {
    vi.useRealTimers();
    setScenario({ fault: null, faultPath: '', faultTimes: 0 });
  });

  it('a refused payment and a second press: the press tokenises again, so the bank (not the token) answers each time', async () => {
    const { bodies, card } = await brlCard('4000000000000002');
    await pay();
    expect($paymentStatus.get()).toMatchObject({ state: 'refused', message: { key: 'payment:errors.payment_refused' } });
    await pay();
    expect($paymentStatus.get()).toMatchObject({ state: 'refused', message: { key: 'payment:errors.payment_refused' } });
    card.type('4242424242424242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(card.tokens).toHaveLength(3);
    expect(new Set(card.tokens).size).toBe(3);
    await vi.waitFor(() => expect(cardBodies(bodies)).toHaveLength(3));
    expect(cardBodies(bodies).map((b) => b.body.token_card)).toEqual(card.tokens);
    expect(new Set(cardBodies(bodies).map((b) => b.body.idempotency_key)).size).toBe(3);
    // Each refusal is the card's own (payment_refused from the bank), none the provider's "Token not found.".
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_refused', 'payment_refused', 'payment_authorized']);
    expect(JSON.stringify($paymentResult.get())).not.toContain('Token not found');
  });

  it('the token is made at the press: a card typed minutes before the press still pays (nothing older than 60 s goes out)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { card } = await brlCard('4242424242424242');
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(card.tokens).toHaveLength(1);
  });

  it('a lost answer: "check again" resends the same body and key; the gateway answers its first charge and no token is spent twice', async () => {
    const { bodies, card } = await brlCard('4242424242424242');
    setScenario({ fault: 'lost', faultPath: CARD_PATH, faultTimes: 3 });
    await pay();
    expect($paymentStatus.get().state).toBe('checking');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(card.tokens).toHaveLength(1);
    const sent = cardBodies(bodies);
    expect(new Set(sent.map((b) => `${b.body.idempotency_key} ${b.body.token_card}`))).toEqual(new Set([`${sent[0]?.body.idempotency_key} ${card.tokens[0]}`]));
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_authorized']);
  }, 15_000);

  it('"check again" once the token may have expired: the gateway is asked by key, never sent the old token; not received, the next press tokenises anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { bodies, card } = await brlCard('4242424242424242');
    const requests = countCardRequests();
    setScenario({ fault: 'http500', faultPath: CARD_PATH, faultTimes: 3 });
    await pay();
    expect($paymentStatus.get().state).toBe('checking');
    const sentBefore = requests.n;
    setScenario({ fault: null, faultPath: '', faultTimes: 0 });
    vi.setSystemTime(Date.now() + 55_000);
    await pay();
    // The gateway never got it: nothing was charged, the attempt is closed, and no body left with the 55 s old token.
    expect($paymentStatus.get()).toMatchObject({ state: 'refused', message: { key: 'payment:status.previous_not_received' } });
    expect(requests.n).toBe(sentBefore);
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(card.tokens).toHaveLength(2);
    expect(requests.n).toBe(sentBefore + 1);
    await vi.waitFor(() => expect(cardBodies(bodies)).toHaveLength(sentBefore + 1));
    expect(cardBodies(bodies).filter((b) => b.body.token_card === card.tokens[1])).toHaveLength(1);
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_authorized']);
  }, 15_000);

  it('"check again" once the token may have expired, the gateway having taken the payment: step 3 from the lookup, nothing resent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { bodies, card } = await brlCard('4242424242424242');
    const requests = countCardRequests();
    setScenario({ fault: 'lost', faultPath: CARD_PATH, faultTimes: 3 });
    await pay();
    expect($paymentStatus.get().state).toBe('checking');
    const sentBefore = requests.n;
    vi.setSystemTime(Date.now() + 55_000);
    await pay();
    expect($step.get()).toBe('paymentConfirmation');
    expect(requests.n).toBe(sentBefore);
    expect(card.tokens).toHaveLength(1);
  }, 15_000);

  it('a 3-D Secure redirect and its return: the return is verified by its session, the token is never sent again', async () => {
    const { bodies, card } = await brlCard('4000000000003063');
    await pay();
    const status = $paymentStatus.get();
    expect(status.state).toBe('redirecting');
    if (status.state !== 'redirecting') throw new Error('expected the 3-D Secure redirect');
    // Back from the bank: a new page load of the checkout with the return parameters the bank added (decision 041).
    const back = sandboxBankReturn({ others: { action: { url: status.redirect.url } } });
    resetStores('page');
    await runLoadSequence(loadInput('premium-plan-149-brl', `?threeSecure=1&identify=${back.identify}&redirectResult=${back.redirectResult}`));
    await resumeReturnFromThreeDSecure();
    expect($paymentStatus.get().state).toBe('paid');
    expect(card.tokens).toHaveLength(1);
    expect(cardBodies(bodies)).toHaveLength(1);
  });
});
