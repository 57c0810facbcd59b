import type { SandboxCharge } from './charge';
import { documentPdf, isoDate } from './documents';
import { methodForm, pendingScreen, QA_PLANS } from './qa-states';

/** A cash voucher at provider U (part 2 §4.2 ARS, MXN, COP, PEN; no field of its own): a slip due in 2 days (part 2 §3). */
export const cash = {
  method: 'cash',
  currencies: ['ARS', 'MXN', 'COP', 'PEN'],
  missing: () => [],
  document: 'cash',
  pending: (gateway, { id, cents, next, office }) => {
    gateway.cash = { barCode: `9999${String(cents).padStart(10, '0')}${String(next()).padStart(6, '0')}`, dueDate: isoDate(2), downloadPdf: documentPdf(office, 'cash', id) };
  },
  states: [
    methodForm('cash', QA_PLANS.latam, 'mx', 'cash', 'cash (MXN): the state', 'latam:cash_intro', { country: 'mx' }),
    pendingScreen('cash', 'mx', 'cash', 'the cash slip (MXN)', 'payment:confirmation.cash_title'),
  ],
} satisfies SandboxCharge;
