/**
 * Per-method form rules of part 2 §5: SEPA and CPF/CNPJ. Provider U's (COP bank transfer, Nequi, Yape) are in
 * validation-latam.ts, so the SEPA and provider B forms that load this module do not carry them.
 * Each form function returns every error at once, in field order.
 */
import { isValidCpfOrCnpj, isValidIban } from '~/domain/validation';
import { collectErrors, type FieldError } from '~/domain/validation-form';

/** A valid CPF or CNPJ (part 2 §5). Example: cpfCnpjError('529.982.247-25') === null. */
export function cpfCnpjError(value: string): 'errors:validation.cpf_cnpj_invalid' | null {
  return isValidCpfOrCnpj(value) ? null : 'errors:validation.cpf_cnpj_invalid';
}

export interface SepaForm {
  ownerName: string;
  ibanNumber: string;
}
export type SepaField = keyof SepaForm;

/**
 * SEPA: owner name and IBAN not empty (part 2 §5), and the IBAN must pass its check.
 * Example: sepaErrors({ ownerName: '', ibanNumber: '' }).map((e) => e.key)
 *   -> ['errors:validation.sepa_owner_required', 'errors:validation.sepa_iban_required'].
 */
export function sepaErrors(form: SepaForm): FieldError<SepaField>[] {
  const iban = form.ibanNumber.trim();
  return collectErrors<SepaField>([
    ['ownerName', form.ownerName.trim() === '' ? 'errors:validation.sepa_owner_required' : null],
    ['ibanNumber', iban === '' ? 'errors:validation.sepa_iban_required' : isValidIban(iban) ? null : 'errors:validation.iban'],
  ]);
}
