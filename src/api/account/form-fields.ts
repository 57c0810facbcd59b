import * as z from 'zod/mini';

/**
 * Field types shared by the account-area calls. The office sends ids as numbers or numeric
 * strings, and form-encoded bodies arrive at the sandbox as strings, so both are accepted.
 *
 * @example numericId.parse('1001') // 1001
 */
export const numericId = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a numeric id')), z.transform(Number)),
]);

/** An id kept as a string (an `aid` read from a URL, a user identifier): `777` and `'777'` both give `'777'`. */
export const idString = z.union([
  z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String)),
  z.string().check(z.regex(/^\d+$/, 'must be a numeric id')),
]);

/** A flag the office sends as a boolean, 0/1 or '0'/'1' (form bodies). */
export const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/** The `application` field the office and gateway expect from this checkout (part 2 §7). */
export const APPLICATION = 'OFFICE';
