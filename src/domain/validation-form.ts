/**
 * The shape form-level validators return: every field error at once, in field order,
 * so an island can show them all and focus the first.
 */

/**
 * A translation key of an error message: the errors namespace (e.g. 'errors:validation.email'), or the payment
 * step's errors, which load with that step (e.g. 'payment:errors.invalid_cvc').
 */
export type ErrorKey = `errors:${string}` | `payment:errors.${string}`;

/** A rule's outcome: a bare key, or a key with the values of its placeholders. */
export type RuleError = ErrorKey | { key: ErrorKey; params?: Record<string, string> };

/** One field's error, ready for `t(key, params)`. */
export interface FieldError<F extends string = string> {
  field: F;
  key: ErrorKey;
  params?: Record<string, string>;
}

/**
 * Keeps the failing rules, in the order given, as FieldErrors.
 * Example: collectErrors([['name', null], ['email', 'errors:validation.email']]) -> [{ field: 'email', key: 'errors:validation.email' }].
 */
export function collectErrors<F extends string>(rules: ReadonlyArray<readonly [F, RuleError | null]>): FieldError<F>[] {
  const errors: FieldError<F>[] = [];
  for (const [field, error] of rules) {
    if (error === null) continue;
    if (typeof error === 'string') errors.push({ field, key: error });
    else errors.push(error.params ? { field, key: error.key, params: error.params } : { field, key: error.key });
  }
  return errors;
}

/** The field to focus: the first with an error, or null. Example: firstErrorField([]) === null. */
export function firstErrorField<F extends string>(errors: readonly FieldError<F>[]): F | null {
  return errors[0]?.field ?? null;
}
