import { absent, type SandboxCharge } from './charge';
import { methodForm, QA_PLANS } from './qa-states';

/**
 * Yape at provider U (part 2 §4.2 PEN, §5: the DNI, the phone and the app's code): approved with the buyer's code, so
 * its pending answer has no document to show (part 2 §2: countdown, then redirect) and nothing is kept on the invoice.
 */
export const yape = {
  method: 'yape',
  currencies: ['PEN'],
  missing: (payload) => absent(payload, ['dni', 'phone', 'yape_code']),
  pending: () => {},
  states: [methodForm('yape', QA_PLANS.latam, 'pe', 'yape', 'Yape (PEN): DNI, phone and the approval code', 'latam:yape_intro', { country: 'pe' })],
} satisfies SandboxCharge;
