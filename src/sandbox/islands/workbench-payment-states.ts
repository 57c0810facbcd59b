/*
 * The named states of step 2 (every method's form and each outcome of a press) and of step 3 (each confirmation
 * screen a payment leads to), in the data shape of workbench-states.ts, which lists them with the others. Each
 * charge's forms and documents are its own (src/sandbox/methods/<charge>.ts, `states`), here in the charges' order;
 * the rest (PayPal, the saved cards, the wallet, the outcomes of a press) are here. The accounts, plans and test data
 * are docs/sandbox.md's "Paying in the sandbox"; the payments are workbench-payments.ts.
 */
import { SANDBOX_CHARGES, type SandboxCharge } from '~/sandbox/methods';
import { methodForm, QA_PLANS } from '~/sandbox/methods/qa-states';
import type { WorkbenchState } from './workbench-state';

const PLAN = QA_PLANS.usd;
const LATAM = QA_PLANS.latam;

/** The charges' own states on one island, in the charges' order. */
const chargeStates = (island: WorkbenchState['island']): WorkbenchState[] =>
  Object.values(SANDBOX_CHARGES).flatMap((charge: SandboxCharge) => charge.states.filter((state) => state.island === island));

export const PAYMENT_STEP_STATES: readonly WorkbenchState[] = [
  ...chargeStates('methods'),
  methodForm('paypal', PLAN, 'us', 'paypal', 'PayPal: the note before leaving for it', 'payment:paypal.intro'),
  methodForm('saved-card', PLAN, 'saved-cards', 'myCards', 'the saved cards, the first in the currency chosen', 'payment:saved_card.legend'),
  { id: 'pay-wallet', island: 'methods', slug: PLAN, user: 'us', note: "step 2: the wallet, selected first (the sandbox's test wallet)", shows: { key: 'payment:sandbox.wallet_button' } },
  // Outcomes of a press (docs/sandbox.md "Card payments"): the test card typed into the frame, then the real press.
  { id: 'pay-refused', island: 'methods', slug: PLAN, user: 'us', prepare: 'pay:card-refused', note: 'step 2: card 4000 0000 0000 0002 refused, the alert', shows: { key: 'payment:errors.payment_refused' } },
  {
    id: 'pay-challenge', island: 'methods', slug: PLAN, user: 'us', prepare: 'ready:creditCard', after: 'pay:card-challenge',
    note: "step 2: card 4000 0025 0000 3155, the test bank's 3-D Secure dialog waiting for Approve or Decline",
    shows: { key: 'payment:status.authenticating' },
  },
  {
    id: 'pay-checking', island: 'methods', slug: PLAN, user: 'us', prepare: 'pay:card-unknown',
    note: 'step 2: no clear answer (the gateway failed 3 times): "check payment", never a second payment', shows: { key: 'payment:status.checking' },
  },
];

export const CONFIRMATION_STATES: readonly WorkbenchState[] = [
  ...chargeStates('confirmation'),
  { id: 'confirmation-paid', island: 'confirmation', slug: PLAN, user: 'us', prepare: 'pay:card-paid', note: 'step 3: paid by card, the thanks and the 5-second countdown (then it leaves for the office)', shows: { key: 'payment:done.paid_title' } },
  { id: 'confirmation-yape', island: 'confirmation', slug: LATAM, user: 'pe', query: { country: 'pe' }, prepare: 'pay:yape', note: 'step 3: Yape pending, order received and the countdown', shows: { key: 'payment:done.pending_title' } },
  { id: 'confirmation-pse', island: 'confirmation', slug: LATAM, user: 'co', query: { country: 'co' }, prepare: 'pay:pse', note: "step 3: PSE pending, the countdown to the bank's PSE page", shows: { key: 'payment:done.pending_title' } },
  { id: 'confirmation-test-visit', island: 'confirmation', slug: PLAN, user: 'us', query: { skipStepConfirmation: 'testUrl' }, note: 'step 3: a test visit (skipStepConfirmation=testUrl), nothing paid, no countdown', shows: { key: 'payment:done.test_title' } },
];
