// One @, a non-empty local part, a dotted domain with non-empty labels and a top-level label of 2+ characters.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/u;

/**
 * Whether a text is an e-mail address by the account step's rule (part 1 §5), surrounding spaces ignored. The form
 * (validation-account.ts) and the API's schemas (api/schema-helpers.ts) share it.
 * Example: isEmailAddress('ana@example.com') === true; isEmailAddress('ana@') === false.
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text.trim());
}
