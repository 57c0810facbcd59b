import { SANDBOX_PENDING_KINDS, setScenario, type SandboxPendingKind } from '~/sandbox/scenario';
import { setLoginField, submitLogin } from '~/stores/checkout/account/login';
import { setRecoveryEmail, submitRecovery } from '~/stores/checkout/account/recovery';
import { setRegistrationField } from '~/stores/checkout/account/registration';
import { submitRegistration } from '~/stores/checkout/account/sign-up';
import { openLogin, openRecovery } from '~/stores/checkout/account/switch';
import { setVerificationCode, submitVerificationCode } from '~/stores/checkout/account/verification';
import { showPendingPayment } from '~/stores/checkout/confirmation/resume-pending';
import { applyCoupon } from '~/stores/checkout/coupon/coupon';
import { $invoice } from '~/stores/checkout/session';
import { loadVatCountries } from '~/stores/checkout/vat/countries';
import { answerHasVat, selectVatCountry, setVatNumberInput, submitVatNumber } from '~/stores/checkout/vat/widget';
import type { PaymentMethod } from '~/domain/payment-methods';
import { chooseMethod } from '~/stores/checkout/choice/selection';
import { payThroughMountedFields, payWorkbenchVisit, PAYMENT_VISITS, readyToPay, type PaymentVisit } from './workbench-payments';

/*
 * The store actions that bring a workbench island to a named state (workbench-states.ts), called after the load:
 * the same actions the island's buttons call, so a state looks exactly as a buyer would reach it.
 */

async function signUp(): Promise<void> {
  const fields = { name: 'Marina Costa', email: 'marina@sandbox.test', emailConfirmation: 'marina@sandbox.test', password: 'Sandbox#2026', passwordConfirmation: 'Sandbox#2026' } as const;
  for (const [field, value] of Object.entries(fields)) setRegistrationField(field as keyof typeof fields, value);
  setRegistrationField('country', 'BR');
  setRegistrationField('termsAccepted', true);
  setRegistrationField('privacyAccepted', true);
  await submitRegistration();
}

const PREPARE = {
  'coupon-offline': async () => {
    setScenario({ fault: 'offline', faultPath: 'check-coupon', faultTimes: 1 });
    await applyCoupon('OFF10');
  },
  'vat-number': async () => {
    await selectVatCountry('DE');
    answerHasVat(true);
  },
  'vat-fee-fails': async () => {
    setScenario({ fault: 'http500', faultPath: '/vat/fee', faultTimes: 1 });
    await selectVatCountry('NL');
  },
  'registration-empty-submit': async () => void (await submitRegistration()),
  verification: signUp,
  'verification-wrong-code': async () => {
    await signUp();
    setVerificationCode('000000');
    await submitVerificationCode();
  },
  login: async () => openLogin(),
  'login-empty-submit': async () => {
    openLogin();
    await submitLogin();
  },
  'login-wrong-password': async () => {
    openLogin('ana@sandbox.test');
    setLoginField('password', 'Wrong#2026x');
    await submitLogin();
  },
  recovery: async () => openRecovery(),
  'recovery-sent': async () => {
    openRecovery();
    setRecoveryEmail('ana@sandbox.test');
    await submitRecovery();
  },
} satisfies Record<string, () => Promise<void>>;

/**
 * Step 3 with a pending payment of `kind` on the loaded invoice: the sandbox's pending-payment scenario answers the
 * office's lookup, and the checkout opens step 3 from that answer as a buyer coming back would (decision 033).
 */
async function pendingPayment(kind: string): Promise<void> {
  if (!(SANDBOX_PENDING_KINDS as readonly string[]).includes(kind)) throw new Error(`no pending payment kind "${kind}"`);
  const invoice = $invoice.get();
  if (!invoice) throw new Error('a pending payment needs a logged-in account with an invoice');
  setScenario({ pending: kind as SandboxPendingKind });
  if (!(await showPendingPayment(invoice.id))) throw new Error(`the ${kind} payment could not be shown`);
}

/**
 * A prepare step's name: one of the above, or one with an argument (coupon:CODE, vat-country:CC, vat-number:NUMBER,
 * pending:KIND with a kind of SANDBOX_PENDING_KINDS; method:METHOD, the buyer's choice in step 2; pay:VISIT, a payment
 * of workbench-payments.ts pressed before the island shows; ready:METHOD, a fresh purchase with the method chosen
 * for a payment pressed once the island shows, see AfterRenderName).
 */
export type PrepareName =
  | keyof typeof PREPARE
  | `coupon:${string}`
  | `vat-country:${string}`
  | `vat-number:${string}`
  | `pending:${SandboxPendingKind}`
  | `method:${PaymentMethod}`
  | `pay:${PaymentVisit}`
  | `ready:${PaymentMethod}`;

/** What a state does once its island shows: a payment through the island's mounted fields (the test bank's challenge). */
export type AfterRenderName = `pay:${PaymentVisit}`;

/** Runs a state's after-render step; resolves when the state is reached (a challenge then waits for QA's answer). */
export async function afterWorkbenchRender(name: AfterRenderName): Promise<void> {
  const visit = name.slice('pay:'.length);
  if (!(visit in PAYMENT_VISITS)) throw new Error(`no payment visit "${visit}"`);
  await payThroughMountedFields(visit as PaymentVisit);
}

export async function prepareWorkbenchState(name: PrepareName): Promise<void> {
  const [action, argument = ''] = name.split(/:(.*)/s) as [string, string?];
  switch (action) {
    case 'coupon':
      await applyCoupon(argument);
      return;
    case 'pending':
      await pendingPayment(argument);
      return;
    case 'method':
      chooseMethod(argument as PaymentMethod);
      return;
    case 'ready':
      readyToPay(argument as PaymentMethod);
      return;
    case 'pay':
      if (!(argument in PAYMENT_VISITS)) throw new Error(`no payment visit "${argument}"`);
      await payWorkbenchVisit(argument as PaymentVisit);
      return;
    case 'vat-country':
      // As a buyer picks from the list: Outside EU exists only once the list is there.
      await loadVatCountries();
      await selectVatCountry(argument);
      return;
    case 'vat-number':
      if (argument === '') break;
      await PREPARE['vat-number']();
      setVatNumberInput(argument);
      await submitVatNumber();
      return;
  }
  await PREPARE[name as keyof typeof PREPARE]();
}
