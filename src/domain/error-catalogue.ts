/**
 * The error catalogues of part 1 §8 and part 2 §8 that are not a gateway refusal reason or a coupon
 * reason (those map through `payment-response.ts` and `coupon-reasons.ts`): one named entry per
 * message, so stores and islands refer to `ERRORS.paymentRequestFailed` instead of spelling keys.
 */
export * as ERRORS from './error-keys';
import * as ERRORS from './error-keys';

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
