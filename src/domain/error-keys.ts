/**
 * The error catalogues' keys (part 1 §8, part 2 §8), one constant each. Read as `ERRORS.name` through
 * error-catalogue.ts's namespace: the bundler keeps only the keys a chunk names, so the start files do not carry
 * the payment step's messages (docs/performance.md).
 */
// Part 1 §8: account
export const teamAccount = 'errors:account.team_account';
export const emailAlreadyExists = 'errors:account.email_already_exists';
export const registrationFailed = 'errors:account.registration_failed';
export const loginFailed = 'errors:account.login_failed';
export const recoverFailed = 'errors:account.recover_failed';
export const invalidCode = 'errors:account.invalid_code';
// Part 1 §8 and part 2 §8: loading, invoices, postcode
export const loadError = 'errors:load.load_error';
export const missingInvoice = 'errors:load.missing_invoice';
export const invoiceNotOwned = 'errors:load.invoice_not_owned';
export const zipLookupFailed = 'errors:load.zip_lookup_failed';
// Part 2 §8: payment step
export const boletoFailed = 'payment:errors.boleto_failed';
export const analysisError = 'payment:errors.analysis_error';
export const gatewayReason = 'payment:errors.gateway_reason';
export const requestFailed = 'payment:errors.request_failed';
export const paymentRequestFailed = 'payment:errors.payment_request_failed';
export const cardFieldError = 'payment:errors.card_field_error';
export const cardAuthenticationError = 'payment:errors.card_authentication_error';
export const walletFailed = 'payment:errors.wallet_failed';
export const invalidCardYear = 'payment:errors.invalid_card_year';
export const invalidCardMonth = 'payment:errors.invalid_card_month';
export const invalidCvc = 'payment:errors.invalid_cvc';
export const unknownMethod = 'payment:errors.unknown_method';
export const noPaymentsFound = 'payment:errors.no_payments_found';
export const possibleFraudWarning = 'payment:errors.possible_fraud_warning';
export const possibleFraudBlocked = 'payment:errors.possible_fraud_blocked';
// Card token request failures (part 2 §5)
export const tokenHolderName = 'payment:errors.token_holder_name';
export const tokenNumber = 'payment:errors.token_number';
export const tokenExpMonth = 'payment:errors.token_exp_month';
export const tokenCvv = 'payment:errors.token_cvv';
