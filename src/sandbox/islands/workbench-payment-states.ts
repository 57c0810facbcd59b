/*
 * The named states of step 2 (every method's form and each outcome of a press) and of step 3 (each confirmation
 * screen a payment leads to), in the data shape of workbench-states.ts, which lists them with the others. The
 * accounts, plans and test data are docs/sandbox.md's "Paying in the sandbox"; the payments are workbench-payments.ts.
 */
import type { WorkbenchState } from './workbench-state';

const PLAN = 'premium-plus-plan';
const EUR = 'premium-plan-59-eur';
const BRL = 'premium-plan-149-brl';
const LATAM = 'essentials-plan';

/** Step 2 with a method chosen: its form, as the buyer's click on its option opens it. */
const form = (id: string, slug: string, user: string, method: string, note: string, key: string, query?: Record<string, string>): WorkbenchState => ({
  id: `pay-${id}`, island: 'methods', slug, user, ...(query ? { query } : {}), prepare: `method:${method}` as WorkbenchState['prepare'], note: `step 2: ${note}`, shows: { key },
});

export const PAYMENT_STEP_STATES: readonly WorkbenchState[] = [
  form('card', PLAN, 'us', 'creditCard', 'the card form (provider S twin: holder name, card frame)', 'payment:card.holder'),
  form('card-eur', EUR, 'de', 'creditCard', 'the EUR card (provider A twin) with the billing address', 'payment:address.title'),
  form('sepa', EUR, 'de', 'sepa', 'SEPA: account holder, IBAN and the address', 'payment:sepa.iban'),
  form('card-brl', BRL, 'br', 'creditCard', "the BRL card (provider B's own inputs) with the Brazilian address (CEP)", 'payment:address.zip_br'),
  form('boleto', BRL, 'br', 'boleto', 'the boleto form: CPF/CNPJ, phone and the Brazilian address', 'payment:brazil.boleto_intro'),
  form('pix', BRL, 'br', 'pix', 'the pix form: CPF/CNPJ only', 'payment:brazil.pix_intro'),
  form('card-latam', LATAM, 'mx', 'creditCard', "the card at a Latin-American price (provider U's own inputs, expiry YYYY/MM)", 'latam:card_expiry', { country: 'mx' }),
  form('cash', LATAM, 'mx', 'cash', 'cash (MXN): the state', 'latam:cash_intro', { country: 'mx' }),
  form('spei', LATAM, 'mx', 'bankTransfer', 'bank transfer in MXN (SPEI)', 'latam:spei_intro', { country: 'mx' }),
  form('pse', LATAM, 'co', 'bankTransfer', 'bank transfer in COP (PSE): bank, person and document', 'latam:pse_intro', { country: 'co' }),
  form('nequi', LATAM, 'co', 'nequi', 'Nequi (COP)', 'latam:nequi_intro', { country: 'co' }),
  form('yape', LATAM, 'pe', 'yape', 'Yape (PEN): DNI, phone and the approval code', 'latam:yape_intro', { country: 'pe' }),
  form('paypal', PLAN, 'us', 'paypal', 'PayPal: the note before leaving for it', 'payment:paypal.intro'),
  form('saved-card', PLAN, 'saved-cards', 'myCards', 'the saved cards, the first in the currency chosen', 'payment:saved_card.legend'),
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
  { id: 'confirmation-paid', island: 'confirmation', slug: PLAN, user: 'us', prepare: 'pay:card-paid', note: 'step 3: paid by card, the thanks and the 5-second countdown (then it leaves for the office)', shows: { key: 'payment:done.paid_title' } },
  { id: 'confirmation-yape', island: 'confirmation', slug: LATAM, user: 'pe', query: { country: 'pe' }, prepare: 'pay:yape', note: 'step 3: Yape pending, order received and the countdown', shows: { key: 'payment:done.pending_title' } },
  { id: 'confirmation-pse', island: 'confirmation', slug: LATAM, user: 'co', query: { country: 'co' }, prepare: 'pay:pse', note: "step 3: PSE pending, the countdown to the bank's PSE page", shows: { key: 'payment:done.pending_title' } },
  { id: 'confirmation-test-visit', island: 'confirmation', slug: PLAN, user: 'us', query: { skipStepConfirmation: 'testUrl' }, note: 'step 3: a test visit (skipStepConfirmation=testUrl), nothing paid, no countdown', shows: { key: 'payment:done.test_title' } },
];
