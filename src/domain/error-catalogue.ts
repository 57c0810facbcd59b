/**
 * The error catalogues of part 1 §8 and part 2 §8 that are not a gateway refusal reason or a coupon
 * reason (those map through `payment-response.ts` and `coupon-reasons.ts`): one named entry per
 * message, so stores and islands refer to `ERRORS.paymentRequestFailed` instead of spelling keys.
 */
export const ERRORS = {
  // Part 1 §8: account
  teamAccount: 'errors:account.team_account',
  emailAlreadyExists: 'errors:account.email_already_exists',
  registrationFailed: 'errors:account.registration_failed',
  loginFailed: 'errors:account.login_failed',
  recoverFailed: 'errors:account.recover_failed',
  invalidCode: 'errors:account.invalid_code',
  // Part 1 §8 and part 2 §8: loading, invoices, postcode
  loadError: 'errors:load.load_error',
  missingInvoice: 'errors:load.missing_invoice',
  invoiceNotOwned: 'errors:load.invoice_not_owned',
  zipLookupFailed: 'errors:load.zip_lookup_failed',
  // Part 2 §8: payment step
  boletoFailed: 'errors:payment.boleto_failed',
  analysisError: 'errors:payment.analysis_error',
  requestFailed: 'errors:payment.request_failed',
  paymentRequestFailed: 'errors:payment.payment_request_failed',
  cardFieldError: 'errors:payment.card_field_error',
  cardAuthenticationError: 'errors:payment.card_authentication_error',
  walletFailed: 'errors:payment.wallet_failed',
  invalidCardYear: 'errors:payment.invalid_card_year',
  invalidCardMonth: 'errors:payment.invalid_card_month',
  invalidCvc: 'errors:payment.invalid_cvc',
  unknownMethod: 'errors:payment.unknown_method',
  noPaymentsFound: 'errors:payment.no_payments_found',
  possibleFraudWarning: 'errors:payment.possible_fraud_warning',
  possibleFraudBlocked: 'errors:payment.possible_fraud_blocked',
  // Card token request failures (part 2 §5)
  tokenHolderName: 'errors:payment.token_holder_name',
  tokenNumber: 'errors:payment.token_number',
  tokenExpMonth: 'errors:payment.token_exp_month',
  tokenCvv: 'errors:payment.token_cvv',
} as const;

export type ErrorName = keyof typeof ERRORS;

/** Placeholders each catalogue message takes (the spec's `{0}` named for translators). */
export const ERROR_PLACEHOLDERS: Partial<Record<ErrorName, readonly string[]>> = {
  invoiceNotOwned: ['invoice'],
  cardAuthenticationError: ['message'],
  unknownMethod: ['method'],
  possibleFraudWarning: ['remaining'],
};

/** Registration answers of the office (part 1 §8): `email_already_exists` has its own message, any other failure the generic one. */
export function registrationErrorKey(reason: string): (typeof ERRORS)['emailAlreadyExists' | 'registrationFailed'] {
  return reason === 'email_already_exists' ? ERRORS.emailAlreadyExists : ERRORS.registrationFailed;
}

/** Card tokenisation refusals by field (part 2 §5: holder_name, number, exp_month, cvv); null for an unknown field. */
export function tokenErrorKey(field: string): (typeof ERRORS)['tokenHolderName' | 'tokenNumber' | 'tokenExpMonth' | 'tokenCvv'] | null {
  switch (field) {
    case 'holder_name':
      return ERRORS.tokenHolderName;
    case 'number':
      return ERRORS.tokenNumber;
    case 'exp_month':
    case 'exp_year':
      return ERRORS.tokenExpMonth;
    case 'cvv':
      return ERRORS.tokenCvv;
    default:
      return null;
  }
}
