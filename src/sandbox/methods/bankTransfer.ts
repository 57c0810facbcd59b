import { absent, type SandboxCharge } from './charge';
import { documentPdf, isoDate, officeDocument } from './documents';
import { methodForm, pendingScreen, QA_PLANS } from './qa-states';

/**
 * A bank transfer at provider U (part 2 §4.2 MXN, COP; §5: in COP the PSE block, the DNI and the phone): in COP the
 * bank's page (PSE), in MXN a SPEI slip with its reference, due in 2 days (part 2 §3).
 */
export const bankTransfer = {
  method: 'bankTransfer',
  currencies: ['MXN', 'COP'],
  missing: (payload) => (payload.amount.currency === 'COP' ? absent(payload, ['bankTransfer', 'dni', 'phone']) : []),
  document: 'bank_transfer',
  pending: (gateway, { id, currency, cents, next, office }) => {
    gateway.bank_transfer =
      currency === 'COP'
        ? { bankUrl: officeDocument(office, 'pse', id) }
        : { barCode: `646180${String(next()).padStart(12, '0')}`, dueDate: isoDate(2), downloadPdf: documentPdf(office, 'spei', id), reference: `SPEI${String(cents).padStart(7, '0')}` };
  },
  states: [
    methodForm('spei', QA_PLANS.latam, 'mx', 'bankTransfer', 'bank transfer in MXN (SPEI)', 'latam:spei_intro', { country: 'mx' }),
    methodForm('pse', QA_PLANS.latam, 'co', 'bankTransfer', 'bank transfer in COP (PSE): bank, person and document', 'latam:pse_intro', { country: 'co' }),
    pendingScreen('transfer', 'mx', 'bankTransfer', 'the SPEI transfer slip (MXN)', 'payment:confirmation.transfer_title'),
  ],
} satisfies SandboxCharge;
