import { absent, type SandboxCharge } from './charge';
import { officeDocument } from './documents';
import { methodForm, pendingScreen, QA_PLANS } from './qa-states';

/** Nequi at provider U (part 2 §4.2 COP, §5: the DNI and the phone; the e-mail is common): the wallet's page to pay at (part 2 §3). */
export const nequi = {
  method: 'nequi',
  currencies: ['COP'],
  missing: (payload) => absent(payload, ['dni', 'phone']),
  document: 'nequi',
  pending: (gateway, { id, office }) => {
    gateway.nequi = { urlAccess: officeDocument(office, 'nequi', id) };
  },
  states: [
    methodForm('nequi', QA_PLANS.latam, 'co', 'nequi', 'Nequi (COP)', 'latam:nequi_intro', { country: 'co' }),
    pendingScreen('nequi', 'co', 'nequi', 'approve in Nequi (COP)', 'payment:confirmation.nequi_title'),
  ],
} satisfies SandboxCharge;
