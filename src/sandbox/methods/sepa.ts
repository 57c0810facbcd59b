import { isValidIban } from '~/domain/validation';
import { SANDBOX_SEPA_IBANS } from '~/sandbox/fixtures/payments';
import { refusal } from '~/sandbox/handlers/gateway-answers';
import { absent, type SandboxCharge } from './charge';
import { methodForm, QA_PLANS } from './qa-states';

/**
 * A SEPA debit (part 2 §4.2 EUR, §5: the address, the holder and the IBAN): the sandbox's test IBANs are debited at
 * once (payment_done); any other is refused, as invalid when it fails the check digits.
 */
export const sepa = {
  method: 'sepa',
  currencies: ['EUR'],
  missing: (payload) => absent(payload, ['address', 'owner_name', 'iban_number']),
  refuses: (payload) => {
    const iban = payload.iban_number ?? '';
    if ((SANDBOX_SEPA_IBANS as readonly string[]).includes(iban)) return null;
    return refusal('payment_refused', isValidIban(iban) ? 'Sandbox: the bank refused the debit' : 'Sandbox: invalid IBAN');
  },
  states: [methodForm('sepa', QA_PLANS.eur, 'de', 'sepa', 'SEPA: account holder, IBAN and the address', 'payment:sepa.iban')],
} satisfies SandboxCharge;
