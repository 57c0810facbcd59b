import type { SandboxCharge } from './charge';
import { documentPdf, isoDate } from './documents';

/** A cash voucher at provider U (part 2 §4.2 ARS, MXN, COP, PEN; no field of its own): a slip due in 2 days (part 2 §3). */
export const cash = {
  method: 'cash',
  currencies: ['ARS', 'MXN', 'COP', 'PEN'],
  missing: () => [],
  document: 'cash',
  pending: (gateway, { id, cents, next }) => {
    gateway.cash = { barCode: `9999${String(cents).padStart(10, '0')}${String(next()).padStart(6, '0')}`, dueDate: isoDate(2), downloadPdf: documentPdf('cash', id) };
  },
} satisfies SandboxCharge;
