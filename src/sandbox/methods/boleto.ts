import { isValidCpfOrCnpj } from '~/domain/validation';
import { SANDBOX_BOLETO_REFUSED_CPF } from '~/sandbox/fixtures/payments';
import { boletoBarCode, dueDateFactor, typedLine } from '~/sandbox/images/boleto-line';
import { boletoBarCodeImage } from '~/sandbox/images/document-images';
import { pixCode } from '~/sandbox/images/pix-code';
import { absent, type SandboxCharge } from './charge';
import { documentPdf, isoDate } from './documents';
import { refusal } from '~/sandbox/handlers/gateway-answers';
import { methodForm, pendingScreen, QA_PLANS } from './qa-states';

/** Itaú's sample free field (agency, account, our number), as banks print it on their sample slips. */
const BOLETO_FREE_FIELD = '1790001043510049102015000';

/**
 * A boleto (part 2 §4.2 BRL, §5: the address, the CPF/CNPJ and the phone): a rejected document or the sandbox's
 * refused CPF is refused; else a slip due in 3 days, with a FEBRABAN bar code (due-date factor, amount, check digits),
 * its typed line, its ITF image, a pix code for the same amount and the PDF (part 2 §3).
 */
export const boleto = {
  method: 'boleto',
  currencies: ['BRL'],
  missing: (payload) => absent(payload, ['address', 'cpf_or_cnpj', 'phone']),
  refuses: (payload) => {
    const document = payload.cpf_or_cnpj ?? '';
    if (!isValidCpfOrCnpj(document)) return refusal('invalid_document', 'Sandbox: CPF/CNPJ rejected');
    if (document === SANDBOX_BOLETO_REFUSED_CPF) return refusal('boleto_not_generated', 'Sandbox: the boleto could not be issued');
    return null;
  },
  document: 'boleto',
  pending: (gateway, { id, cents, office }) => {
    const dueDate = isoDate(3);
    const code = boletoBarCode('341', dueDateFactor(dueDate), cents, BOLETO_FREE_FIELD);
    gateway.boleto = { barCode: typedLine(code), barCodeImage: boletoBarCodeImage(code), qrCode: pixCode(cents, id.replace(/\W/g, '')), dueDate, downloadPdf: documentPdf(office, 'boleto', id) };
  },
  states: [
    methodForm('boleto', QA_PLANS.brl, 'br', 'boleto', 'the boleto form: CPF/CNPJ, phone and the Brazilian address', 'payment:brazil.boleto_intro'),
    pendingScreen('boleto', 'br', 'boleto', 'the boleto', 'payment:confirmation.boleto_title'),
  ],
} satisfies SandboxCharge;
