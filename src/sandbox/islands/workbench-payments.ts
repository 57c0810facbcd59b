import type { PaymentMethod } from '~/domain/payment-methods';
import type { CollectedPayment, FieldsStatus, ProviderHandle } from '~/providers/registry';
import { sandboxCardToken } from '~/sandbox/fixtures/payments';
import { setScenario, type Scenario } from '~/sandbox/scenario';
import { pressPay } from '~/stores/checkout/attempt/pay-entry';
import { $paymentStatus, type PaymentState } from '~/stores/checkout/attempt/status';
import { $fieldsStatus, $providerHandle, reportFieldsStatus, setHolderName, setProviderHandle } from '~/stores/checkout/choice/fields';
import { chooseMethod } from '~/stores/checkout/choice/selection';
import { currentPurchase } from '~/stores/checkout/purchase/current';
import { writeRecord } from '~/stores/checkout/purchase/ledger';
import { $openAttemptFound, $paidBefore } from '~/stores/checkout/purchase/paid-before';
import { $paymentResult } from '~/stores/checkout/payment-result';

/*
 * Step 2's payments for the workbench's named states (workbench-states.ts): the buyer picks the method, types the
 * holder name and the documented test data (docs/sandbox.md "Paying in the sandbox"), and presses pay. Everything
 * from the press on is the checkout's own: the attempt machine, the sandbox gateway's answer, step 3. The one thing
 * stood in for is the typing into the provider's fields (the card frame or provider U's form, which a prepare step
 * cannot reach): their handle answers what those fields answer for that test data, as the store tests do.
 */

/** A card typed into the card frame of provider S's or A's twin: the frame answers the card's sandbox token. */
const card = (number: string) => ({ typed: { source_token: sandboxCardToken(number) }, reported: FRAME_COMPLETE });

/** What the card frame reports once a test card, its expiry and CVC are typed (completeness, never a value). */
const FRAME_COMPLETE: FieldsStatus = { numberComplete: true, expiryComplete: true, cvcComplete: true, accountComplete: false, error: null };

/** How long a press through the mounted fields waits for the card frame's first report (none in Node). */
const FRAME_REPORT_WAIT_MS = 2_000;

interface Visit {
  method: PaymentMethod;
  /** What the method's fields collect from the buyer's typing. */
  typed: CollectedPayment;
  /** What the fields report of that typing, where the step reads it (the card frame's completeness). */
  reported?: FieldsStatus;
  /** A sandbox fault armed before the press (the link's `sandbox-fault...` parameters). */
  fault?: Pick<Scenario, 'fault' | 'faultPath' | 'faultTimes'>;
}

export const PAYMENT_VISITS = {
  /** 4242 4242 4242 4242: paid, step 3 counts down. */
  'card-paid': { method: 'creditCard', ...card('4242 4242 4242 4242') },
  /** 4000 0000 0000 0002: the gateway refuses it. */
  'card-refused': { method: 'creditCard', ...card('4000 0000 0000 0002') },
  /** 4242 with the gateway answering 500 three times: no clear answer, "check payment" (decision 012). */
  'card-unknown': { method: 'creditCard', ...card('4242 4242 4242 4242'), fault: { fault: 'http500', faultPath: '/payment/provider-s', faultTimes: 3 } },
  /** 4000 0025 0000 3155: the test bank's challenge (press after the fields are mounted: the twin shows the dialog). */
  'card-challenge': { method: 'creditCard', ...card('4000 0025 0000 3155') },
  /** Yape (PEN): DNI, phone and a 6-digit approval code; pending, counts down. */
  yape: { method: 'yape', typed: { email: 'lucia@sandbox.test', dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' } },
  /** PSE (COP bank transfer): a test bank, person and document; pending, counts down to the bank's page. */
  pse: {
    method: 'bankTransfer',
    typed: {
      bankTransfer: { email: 'camilo@sandbox.test', bankCode: '1007', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050' },
      dni: '1020304050',
      phone: { area_code: '', number: '3001234567' },
    },
  },
} as const satisfies Record<string, Visit>;

export type PaymentVisit = keyof typeof PAYMENT_VISITS;

/**
 * The state pays as a fresh browser would (each Playwright test is one): this browser's record of the purchase (a
 * state paid here before, an attempt left open when the state was left) is forgotten, as the paid notice's "buy it
 * again" does, so the state can be opened again and again.
 */
function freshPurchase(): void {
  const purchase = currentPurchase();
  if (purchase) writeRecord(purchase, null);
  $paidBefore.set(null);
  $openAttemptFound.set(false);
}

/** A fresh purchase, the method chosen as the buyer's click on its option, the holder name typed. */
export function readyToPay(method: PaymentMethod): void {
  freshPurchase();
  chooseMethod(method);
  setHolderName('Marina Costa');
}

/** The fields' handle: what the buyer typed, and the mounted fields' own authentication (provider S's challenge). */
function typedFields(typed: CollectedPayment, mounted: ProviderHandle | null): ProviderHandle {
  return { collect: async () => ({ ok: true, payment: typed }), ...(mounted?.authenticate ? { authenticate: mounted.authenticate } : {}) };
}

/** Waits until the payment status is one of `states` (the press runs on; a challenge waits for the buyer). */
function statusReached(states: readonly PaymentState[]): Promise<void> {
  return new Promise((resolve) => {
    const stop = $paymentStatus.subscribe((status) => {
      if (!states.includes(status.state)) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/**
 * Pays `visit` before the island shows: the outcome (a refusal, "check payment", step 3 with its screen) is in the
 * stores when it renders.
 */
export async function payWorkbenchVisit(visit: PaymentVisit): Promise<void> {
  const { method, typed, reported, ...rest } = PAYMENT_VISITS[visit] as Visit;
  readyToPay(method);
  setProviderHandle(typedFields(typed, null));
  if (reported) reportFieldsStatus(reported);
  if (rest.fault) setScenario(rest.fault);
  await pressPay();
  if ($paymentStatus.get().state === 'paying') throw new Error(`the ${visit} payment did not end`);
  if (method !== 'creditCard' && $paymentResult.get() === null) throw new Error(`the ${visit} payment did not reach step 3`);
}

/**
 * Pays `visit` once the island shows (after readyToPay), through its mounted fields (their handle, whose
 * authentication shows the test bank's challenge); resolves when the payment waits for the buyer, whose answer is
 * QA's to give.
 */
export async function payThroughMountedFields(visit: PaymentVisit): Promise<void> {
  const { typed, reported } = PAYMENT_VISITS[visit] as Visit;
  const mounted = $providerHandle.get() ?? (await new Promise<ProviderHandle>((resolve) => {
    const stop = $providerHandle.subscribe((handle) => {
      if (!handle) return;
      queueMicrotask(() => stop());
      resolve(handle);
    });
  }));
  setProviderHandle(typedFields(typed, mounted));
  // The frame reports its empty fields when it loads: the typing comes after that report.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, FRAME_REPORT_WAIT_MS);
    const stop = $fieldsStatus.listen(done);
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
  if (reported) reportFieldsStatus(reported);
  const reached = statusReached(['authenticating', 'refused', 'failed', 'invalid', 'paid', 'checking']);
  void pressPay();
  await reached;
}
