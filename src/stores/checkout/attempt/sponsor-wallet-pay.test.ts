// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '~/config/env';
import { providerEnv } from '~/config/provider-env';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $uplineMethod } from '../session';
import { $step } from '../steps';
import { $continueButton } from '../choice/continue-button';
import { $methods } from '../choice/methods';
import { pay } from './pay';
import { $paymentResult } from '../payment-result';
import { $paymentStatus } from './status';
import { $methodPayable, $selection, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { SPONSOR_WALLET_MESSAGES } from './sponsor-wallet-pay';
import { SPONSOR_WALLET_SCRIPT_ID, type WalletCallbacks } from './sponsor-wallet-script';
import { resetStores } from '~/stores/reset';

/*
 * The sponsor's first payment by the Brazilian wallet (part 2 §4.1, §4.3, §7; decision 034). jsdom loads no script:
 * the test plays the wallet's arrival (its global, then the script's load event) and what the buyer does in its
 * checkout (pay or close), and the Node sandbox answers the office's wallet call.
 */

type Buyer = (code: string, callbacks: WalletCallbacks) => void;
const opened: string[] = [];

/** The wallet's script arrives: its global opens a checkout in which `buyer` pays or closes. */
function walletArrives(buyer: Buyer): void {
  (globalThis as { PagSeguroLightbox?: unknown }).PagSeguroLightbox = (request: { code: string }, callbacks: WalletCallbacks) => {
    opened.push(request.code);
    queueMicrotask(() => buyer(request.code, callbacks));
    return true;
  };
  walletScript()?.dispatchEvent(new Event('load'));
}

const walletScript = () => document.getElementById(SPONSOR_WALLET_SCRIPT_ID) as HTMLScriptElement | null;
const pays: Buyer = (code, callbacks) => callbacks.success(`TX-${code}`);
const closes: Buyer = (_code, callbacks) => callbacks.abort();

/** The wallet calls the office received (form bodies), by path. */
function recordWalletCalls(): { path: string; body: Record<string, string> }[] {
  const seen: { path: string; body: Record<string, string> }[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/sponsor-wallet/code')) void request.clone().text().then((text) => seen.push({ path, body: Object.fromEntries(new URLSearchParams(text)) }));
  });
  return seen;
}

async function openStep(slug: string, user = 'upline') {
  setScenario({ user });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
}

beforeEach(() => {
  resetStores('page');
  opened.length = 0;
});
afterEach(() => stopMethodSelection());

describe('the sponsor-wallet script phase (part 2 §4.1 "load the Brazilian sponsor-wallet script"; decision 034)', () => {
  it('part 2 §4.1, §4.3: a BRL 500.00 plan whose sponsor has pagSeguro loads the wallet script, async, from configuration', async () => {
    await openStep('mentoria-plan-brl');
    expect([walletScript()?.async, walletScript()?.getAttribute('src')]).toEqual([true, providerEnv.PUBLIC_SPONSOR_WALLET_SCRIPT_URL]);
  });

  it.each([
    ['part 2 §4.3: the USD plan goes to the sponsor by PayPal, no wallet script', 'mentorship-plan', 'upline', 'paypal'],
    ['part 2 §4.3: a BRL plan that pays the company loads no wallet script', 'premium-plan-149-brl', 'br', null],
  ])('%s', async (_row, slug, user, method) => {
    await openStep(slug, user);
    expect([walletScript(), $uplineMethod.get()]).toEqual([null, method]);
  });
});

describe('paying the sponsor with the Brazilian wallet (part 2 §4.2, §4.3, §4.4, §7; decision 034)', () => {
  it('part 2 §4.2, §4.3: pagSeguro is the only method, payable here, and the continue button is enabled at once', async () => {
    await openStep('mentoria-plan-brl');
    expect([$methods.get(), $selection.get().method, $methodPayable.get(), $continueButton.get()?.state]).toEqual([
      ['pagSeguro'], 'pagSeguro', true, { kind: 'enabled' },
    ]);
  });

  it('part 2 §7: the office call (plain path for a plan) gives the code the wallet opens; paid, step 3 opens', async () => {
    const calls = recordWalletCalls();
    await openStep('mentoria-plan-brl');
    walletArrives(pays);
    await pay();
    expect(calls).toEqual([{ path: '/sandbox-api/office/br/office/sponsor-wallet/code', body: { id: '3342', id_usuario: '1013', id_franquia: env.PUBLIC_COMPANY_AID } }]);
    expect(opened).toEqual([expect.stringMatching(/^PS-SANDBOX-3342-\d+$/)]);
    expect($paymentStatus.get()).toEqual({ state: 'paid', gatewayIdentifier: `TX-${opened[0]}` });
    expect($paymentResult.get()).toMatchObject({ method: 'pagSeguro', kind: 'paid' });
    expect($step.get()).toBe('paymentConfirmation');
  });

  it('part 2 §7: a fee (not a plan) asks with /SINGLE', async () => {
    const calls = recordWalletCalls();
    await openStep('consultoria-fee-brl');
    walletArrives(pays);
    await pay();
    expect([calls.map((call) => [call.path, call.body.id]), $paymentStatus.get().state]).toEqual([[['/sandbox-api/office/br/office/sponsor-wallet/code/SINGLE', '66']], 'paid']);
  });

  it('the buyer closes the wallet: a message and a retry that opens the SAME code (one payment per attempt)', async () => {
    const calls = recordWalletCalls();
    await openStep('mentoria-plan-brl');
    walletArrives(closes);
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'failed', message: { key: SPONSOR_WALLET_MESSAGES.cancelled } });
    walletArrives(pays);
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect([calls.length, opened.length, opened[0] === opened[1]]).toEqual([1, 2, true]);
  });

  it('the wallet call fails: its message, and the retry asks again and pays once', async () => {
    await openStep('mentoria-plan-brl');
    walletArrives(pays);
    setScenario({ fault: 'http500', faultPath: '/sponsor-wallet/code', faultTimes: 1 });
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'failed', message: { key: SPONSOR_WALLET_MESSAGES.codeFailed } });
    expect(opened).toEqual([]);
    await pay();
    expect([$paymentStatus.get().state, opened.length]).toEqual(['paid', 1]);
  });

  it('the script fails to load: its message, and the retry adds the script again', async () => {
    await openStep('mentoria-plan-brl');
    // The load's script fails; the press (which claims the purchase first, decision 012) adds it again, and that fails too.
    walletScript()?.dispatchEvent(new Event('error'));
    const first = pay();
    await vi.waitFor(() => expect(walletScript()).not.toBeNull());
    walletScript()?.dispatchEvent(new Event('error'));
    await first;
    expect([$paymentStatus.get(), walletScript()]).toEqual([{ state: 'failed', message: { key: SPONSOR_WALLET_MESSAGES.scriptFailed } }, null]);
    const retry = pay();
    await vi.waitFor(() => expect(walletScript()).not.toBeNull());
    walletArrives(pays);
    await retry;
    expect([$paymentStatus.get().state, opened.length]).toEqual(['paid', 1]);
  });

  it('ten presses while the wallet is open start one attempt: one code, one checkout', async () => {
    const calls = recordWalletCalls();
    await openStep('mentoria-plan-brl');
    walletArrives(pays);
    await Promise.all(Array.from({ length: 10 }, () => pay()));
    expect([$paymentStatus.get().state, calls.length, opened.length]).toEqual(['paid', 1, 1]);
  });
});
