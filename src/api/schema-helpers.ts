import * as z from 'zod/mini';
import { isEmailAddress } from '~/domain/email';

/**
 * Small builders shared by every schema of the client, so the zod/mini forms of common patterns stay
 * one word long. They build the same schemas the classic chained calls built.
 */

/** A string with at least one character (the classic `z.string().min(1)`). */
export const nonEmptyText = z.string().check(z.minLength(1));

/**
 * A field that may be absent or null, read as null when it is (the classic `.nullish().transform((v) => v ?? null)`).
 * @example nullWhenAbsent(officeInt).parse(undefined) // null
 */
export function nullWhenAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );
}

/**
 * Records a custom issue from inside a `z.transform` and returns `z.NEVER`. zod/mini's transform context
 * has no `addIssue`; this pushes the issue the classic `ctx.addIssue({ code: 'custom', path, message })` pushed.
 * @example z.transform((v: string, ctx) => (v === 'ok' ? v : failWith(ctx, 'must be ok')))
 */
export function failWith(ctx: z.core.ParsePayload, message: string, path?: PropertyKey[]): never {
  ctx.issues.push(path ? { code: 'custom', path, message, input: ctx.value } : { code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/**
 * A field that may be null or absent, read as null when absent (the classic `.nullable().default(null)`).
 * @example nullByDefault(z.string()).parse(undefined) // null
 */
export function nullByDefault<T extends z.ZodMiniType>(schema: T) {
  return z._default(z.nullable(schema), null);
}

/*
 * zod/mini's string formats (z.email, z.url, z.uuid, z.iso.*), z.discriminatedUnion and z.record are not used in
 * the browser's schemas (decision 038): zod's core is one module in the checkout's start chunk, so every schema type
 * any part of the checkout uses is loaded at start, and those six cost about 2 KB gzipped there. The builders below
 * and in value-formats.ts (those only the payment calls use, so they load with them) check the same things with the
 * types the checkout loads anyway (string, regex, refine, custom, union).
 */

/** An e-mail address by the account step's rule (part 1 §5), so a payload never carries one the form would refuse. */
export const emailText = z.string().check(z.refine((value) => value === value.trim() && isEmailAddress(value), 'must be an e-mail address'));
