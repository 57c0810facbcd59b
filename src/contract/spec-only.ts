import { randomUUID } from 'node:crypto';
import type { ApiBase } from '~/api/endpoints';
import { PENDING_PAYMENT_PATH } from '~/api/invoice/pending-payment';
import { PAYMENT_ATTEMPT_PATH } from '~/api/payment/payment-attempt-status';

/*
 * What an office and a gateway built from the spec alone lack, applied to the sandbox's (docs/contract/README.md):
 * the attempt lookup and the pending payment (our calls, decisions 012 and 033) are not there, and the gateway ignores
 * `idempotency_key`, so each send is a new payment. Used by the conformance check's spec-only backend
 * (sandbox-backend.ts) and the live rehearsal's spec-only journeys (tests/e2e/live/office-runtime.ts).
 */

/** Whether a call of the office (its path with or without the query) is one the spec's office does not have. */
export function absentInSpec(base: ApiBase, path: string): boolean {
  const pathname = path.split('?')[0] as string;
  return base === 'office' && (pathname.startsWith(`${PAYMENT_ATTEMPT_PATH}/`) || pathname.startsWith(`${PENDING_PAYMENT_PATH}/`));
}

/** A JSON body as a gateway that ignores the key handles it: with a key of its own, so the sandbox makes a new payment. */
export function keyIgnored(body: Buffer | null | undefined, contentType: string | undefined): Buffer | undefined {
  if (!body || !contentType?.includes('application/json')) return body ?? undefined;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || !('idempotency_key' in parsed)) return body;
    return Buffer.from(JSON.stringify({ ...parsed, idempotency_key: randomUUID() }));
  } catch {
    return body;
  }
}
