import * as z from 'zod/mini';
import { uuidText } from '~/api/value-formats';

/**
 * The key that makes a payment attempt safe to retry (DESIGN.md "Security": one payment at a time).
 * A UUID (36 characters, well under the 64 the design allows); the same attempt keeps its key across
 * retries, a new attempt (another card, another method) takes a new one.
 */
export const idempotencyKeySchema = uuidText('must be a UUID (one per payment attempt)').check(z.maxLength(64));

export type IdempotencyKey = z.output<typeof idempotencyKeySchema>;

/**
 * A fresh key for a new payment attempt.
 *
 * @example newIdempotencyKey() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newIdempotencyKey(): IdempotencyKey {
  return crypto.randomUUID();
}
