import { absent, type SandboxCharge } from './charge';
import { officeDocument } from './documents';

/** Nequi at provider U (part 2 §4.2 COP, §5: the DNI and the phone; the e-mail is common): the wallet's page to pay at (part 2 §3). */
export const nequi = {
  method: 'nequi',
  currencies: ['COP'],
  missing: (payload) => absent(payload, ['dni', 'phone']),
  document: 'nequi',
  pending: (gateway, { id }) => {
    gateway.nequi = { urlAccess: officeDocument('nequi', id) };
  },
} satisfies SandboxCharge;
