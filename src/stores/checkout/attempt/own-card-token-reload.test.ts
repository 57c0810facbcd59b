// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { ownCardHandle } from '../../../../tests/setup/own-card-handle';
import { resetStores } from '../../reset';
import { setAddressField } from '../choice/address';
import { setHolderName, setProviderHandle } from '../choice/fields';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { pay } from './pay';
import { resumeOpenPurchase } from './pay-entry';
import { $paymentStatus } from './status';

/*
 * Provider B's card tokens are single-use and live 60 s (Pagar.me; src/sandbox/handlers/card-token-store.ts). A page
 * reloaded after a lost answer has no token any more (it lived in the gone page, decision 032): it asks the gateway
 * for the attempt by its key (decision 012) and sends no card body. In jsdom for the browser's purchase ledger
 * (localStorage), which a reload keeps; pay-brazil.test.ts holds provider B's other token cases.
 */
const SLUG = 'premium-plan-149-brl';
const CARD_PATH = '/payment/provider-b/card';

afterEach(() => {
  stopMethodSelection();
  sandboxServer.events.removeAllListeners();
  setScenario({ fault: null, faultPath: '', faultTimes: 0 });
});

describe("provider B's tokens across a reload", () => {
  it('a reload after a lost answer asks the gateway by key and sends no card body again', async () => {
    const sent: string[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(CARD_PATH)) sent.push(request.url);
    });
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput(SLUG));
    $step.set('payment');
    startMethodSelection();
    chooseMethod('creditCard');
    setHolderName('Ana Souza');
    for (const [field, value] of [['zipCode', '01310-100'], ['city', 'São Paulo'], ['street', 'Avenida Paulista'], ['stateCode', 'SP'], ['number', '1000']] as const) setAddressField(field, value);
    const card = ownCardHandle('brazilian');
    setProviderHandle(card);
    setScenario({ fault: 'lost', faultPath: CARD_PATH, faultTimes: 3 });
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'checking', message: { key: 'payment:status.checking' } });
    const sentBefore = sent.length;
    setScenario({ fault: null, faultPath: '', faultTimes: 0 });

    // The reload: the page's memory is gone, the browser's ledger is not.
    stopMethodSelection();
    resetStores('page');
    await runLoadSequence(loadInput(SLUG));
    startMethodSelection();
    await resumeOpenPurchase();

    expect($step.get()).toBe('paymentConfirmation');
    expect(sent).toHaveLength(sentBefore);
    expect(card.tokens).toHaveLength(1);
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_authorized']);
  }, 15_000);
});
