import { HttpError, NetworkError, TimeoutError } from '~/api/errors';
import { getPendingPayment, type PendingPayment } from '~/api/invoice/pending-payment';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { isAcceptedCurrency } from '~/domain/currencies';
import { documentShown, pendingArtifact } from '~/domain/payment-artifacts';
import { isPaymentMethod } from '~/domain/payment-methods';
import { confirmationScreen } from '~/domain/payment-response';
import type { PaymentResult } from '../payment-result';
import { $invoice, $options, $user } from '../session';
import { enterConfirmation } from './enter';
import { pixExpiryFromNow } from './pix-countdown';

/**
 * The step-3 result for the office's pending payment, or null when there is nothing to show: an unknown method or
 * currency, a payment whose screen would not wait for the buyer (decision 033: pix, boleto and the vouchers are
 * resumed; a COP transfer's screen would send the buyer straight to the bank, Yape has nothing to show), or a document
 * without its code or link. A pix keeps its creation time, so the countdown shows the minutes really left (zero once
 * 10 minutes have passed).
 * Example: resumedResult({ method: 'pix', currency: 'BRL', created_at: '…12:00:00Z', … }) -> { kind: 'pending', pixExpiresAt: …12:10 }.
 */
export function resumedResult(pending: PendingPayment): PaymentResult | null {
  const { method } = pending;
  if (!isPaymentMethod(method) || !isAcceptedCurrency(pending.currency) || confirmationScreen(method, pending.currency).kind === 'redirectCountdown') return null;
  const artifact = pendingArtifact(method, pending.currency, pending.gateway);
  if (!artifact || !documentShown(artifact)) return null;
  const created = Date.parse(pending.created_at);
  if (method === 'pix' && (Number.isNaN(created) || !pending.hash_token)) return null;
  return {
    method,
    kind: 'pending',
    gatewayIdentifier: pending.gateway_identifier ?? null,
    artifact,
    hashToken: pending.hash_token ?? null,
    pixExpiresAt: method === 'pix' ? pixExpiryFromNow(created) : null,
  };
}

/**
 * On opening the checkout with an invoice (`?invoice=`) that the load kept as the buyer's, asks the office whether
 * that invoice has a payment waiting and, if so, opens step 3 with it: the same document or QR, from the office's
 * answer, never from values in the URL or the browser (DESIGN.md "Security"). Answers whether it did. A failed
 * lookup is logged and the checkout opens as usual: nothing says a document was made (the browser's record of one is
 * resume-purchase.ts's).
 */
export async function resumePendingPayment(): Promise<boolean> {
  const invoice = $invoice.get();
  const asked = $options.get()?.invoiceId;
  if (!invoice || !$user.get() || asked === null || asked === undefined || String(invoice.id) !== asked) return false;
  return showPendingPayment(invoice.id);
}

/**
 * Sends of one lookup before it counts as failing: a lost connection, a time-out or a 5xx is asked again after a
 * second. Any other failure is final at once: 404, 405 and 501 say the office has no such lookup (decision 033).
 */
export const PENDING_LOOKUP_TRIES = 3;
export const PENDING_LOOKUP_WAIT_MS = 1_000;

/** What the office's pending-payment lookup gave: a result to show, nothing to show, or no answer at all. */
export type PendingLookup = { kind: 'shown' } | { kind: 'none' } | { kind: 'failed' };

async function askPending(invoiceId: number): Promise<PendingPayment | null> {
  for (let tries = 1; ; tries += 1) {
    try {
      return (await getPendingPayment(invoiceId)).pending;
    } catch (error) {
      const transient = error instanceof NetworkError || error instanceof TimeoutError || (error instanceof HttpError && error.status >= 500 && error.status !== 501);
      if (!transient || tries >= PENDING_LOOKUP_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, PENDING_LOOKUP_WAIT_MS));
    }
  }
}

/**
 * Asks the office for the pending payment of the buyer's invoice `invoiceId` and, when there is one to show, opens
 * step 3 with it. `failed` when the office has no such lookup (404, 405, 501) or it failed three times (logged): the
 * caller that knows a document was made says where to find it (decision 033, addendum).
 */
export async function lookUpPendingPayment(invoiceId: number): Promise<PendingLookup> {
  try {
    const pending = await askPending(invoiceId);
    const result = pending ? resumedResult(pending) : null;
    if (!result) return { kind: 'none' };
    void enterConfirmation(result);
    return { kind: 'shown' };
  } catch (error) {
    void sendLog({ env: env.PUBLIC_MODE, message: 'confirmation: pending payment lookup failed', data: { invoice: invoiceId, error: String(error) } });
    return { kind: 'failed' };
  }
}

/**
 * lookUpPendingPayment, answering whether it opened step 3: resumePendingPayment's second half, and the sandbox
 * workbench's way to its step-3 states (src/sandbox/islands/workbench-prepare.ts).
 */
export async function showPendingPayment(invoiceId: number): Promise<boolean> {
  return (await lookUpPendingPayment(invoiceId)).kind === 'shown';
}
