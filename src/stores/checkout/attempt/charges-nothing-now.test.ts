import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSetupIntent } from '~/api/payment/create-setup-intent';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderHandle } from '~/providers/registry';
import { settledAnswer } from '~/sandbox/handlers/payment-state';
import { sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { setupIntentRecords } from '~/sandbox/handlers/setup-intent-state';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { openAttempt } from './attempt-key';
import { pay } from './pay';
import { $paymentStatus } from './status';

/*
 * Part 2 §7 `first_payment_without_charge` and "Setup intent" (decision 056), at the payment store over the sandbox:
 * the step tells the card provider that the purchase charges nothing now, and sends what the provider's setup gave.
 */

/** Stands for provider S's fields: on a purchase that charges nothing now, sets the card up at the sandbox as the twin does. */
function setUpHandle(card: string): ProviderHandle & { collect: ReturnType<typeof vi.fn> } {
  return {
    collect: vi.fn(async ({ holderName, chargesNothingNow }: { holderName: string; chargesNothingNow?: boolean }): Promise<CollectResult> => {
      if (!chargesNothingNow) return { ok: true, payment: { source_token: card } };
      const { client_secret } = (await createSetupIntent()).gateway;
      const response = await fetch(sandboxProviderUrl('s/setup-intents/confirm'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret, card_token: card, billing_name: holderName }) });
      const answer = (await response.json()) as { status?: string; payment_method?: string };
      return answer.status === 'succeeded' && answer.payment_method ? { ok: true, payment: { payment_method: answer.payment_method } } : { ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: 'declined' } } };
    }),
  };
}

async function payByCard(slug: string, card: string) {
  setScenario({ user: 'us' });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
  chooseMethod('creditCard');
  setHolderName('John Miller');
  reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
  const handle = setUpHandle(card);
  setProviderHandle(handle);
  await pay();
  return handle;
}

const sentBody = (call: string) => {
  const record = sandboxPaymentRecords().find((r) => r.call === call);
  return record ? (JSON.parse(settledAnswer(record.key)!.fingerprint) as Record<string, unknown>) : null;
};

afterEach(() => stopMethodSelection());

describe('part 2 §7: a purchase that charges nothing now pays with a card set up by a SetupIntent (decision 056)', () => {
  it('a trial: the step asks the provider for a setup, and the main payment carries its payment_method, no token, first_payment_without_charge', async () => {
    const handle = await payByCard('premium-plus-plan-trial', 'tok_sandbox_4242');
    expect(handle.collect).toHaveBeenCalledWith({ holderName: 'John Miller', chargesNothingNow: true });
    expect($paymentStatus.get().state).toBe('paid');
    expect(setupIntentRecords()).toHaveLength(1);
    const body = sentBody('provider-s-card');
    expect(body).toMatchObject({ payment_method: setupIntentRecords()[0]!.paymentMethod, first_payment_without_charge: true });
    expect(body).not.toHaveProperty('source_token');
  });

  it('a purchase charged now: no setup, the token as before', async () => {
    const handle = await payByCard('premium-plus-plan', 'tok_sandbox_4242');
    expect(handle.collect).toHaveBeenCalledWith({ holderName: 'John Miller', chargesNothingNow: false });
    expect(setupIntentRecords()).toHaveLength(0);
    expect(sentBody('provider-s-card')).toMatchObject({ source_token: 'tok_sandbox_4242', first_payment_without_charge: false });
  });

  it('a setup the bank declines: the refusal is shown, no payment and no attempt left open (nothing was charged)', async () => {
    await payByCard('premium-plus-plan-trial', 'tok_sandbox_0002');
    expect($paymentStatus.get()).toMatchObject({ state: 'invalid', message: { key: 'payment:errors.card_authentication_error' } });
    expect(sandboxPaymentRecords()).toHaveLength(0);
    expect(openAttempt()).toBeNull();
  });
});
