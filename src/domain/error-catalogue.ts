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
  boletoFailed: 'payment:errors.boleto_failed',
  analysisError: 'payment:errors.analysis_error',
  gatewayReason: 'payment:errors.gateway_reason',
  requestFailed: 'payment:errors.request_failed',
  paymentRequestFailed: 'payment:errors.payment_request_failed',
  cardFieldError: 'payment:errors.card_field_error',
  cardAuthenticationError: 'payment:errors.card_authentication_error',
  walletFailed: 'payment:errors.wallet_failed',
  invalidCardYear: 'payment:errors.invalid_card_year',
  invalidCardMonth: 'payment:errors.invalid_card_month',
  invalidCvc: 'payment:errors.invalid_cvc',
  unknownMethod: 'payment:errors.unknown_method',
  noPaymentsFound: 'payment:errors.no_payments_found',
  possibleFraudWarning: 'payment:errors.possible_fraud_warning',
  possibleFraudBlocked: 'payment:errors.possible_fraud_blocked',
  // Card token request failures (part 2 §5)
  tokenHolderName: 'payment:errors.token_holder_name',
  tokenNumber: 'payment:errors.token_number',
  tokenExpMonth: 'payment:errors.token_exp_month',
  tokenCvv: 'payment:errors.token_cvv',
} as const;

export type ErrorName = keyof typeof ERRORS;

/** Placeholders each catalogue message takes (the spec's `{0}` named for translators). */
export const ERROR_PLACEHOLDERS: Partial<Record<ErrorName, readonly string[]>> = {
  invoiceNotOwned: ['invoice'],
  cardAuthenticationError: ['message'],
  unknownMethod: ['method'],
  gatewayReason: ['reason'],
  possibleFraudWarning: ['remaining'],
};

/** Registration answers of the office (part 1 §8): `email_already_exists` has its own message, any other failure the generic one. */
export function registrationErrorKey(reason: string): (typeof ERRORS)['emailAlreadyExists' | 'registrationFailed'] {
  return reason === 'email_already_exists' ? ERRORS.emailAlreadyExists : ERRORS.registrationFailed;
}
