import { getPendingPayment, type PendingPayment } from '~/api/invoice/pending-payment';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { isAcceptedCurrency } from '~/domain/currencies';
import { pendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { PaymentResult } from '../payment-result';
import { $invoice, $options, $user } from '../session';
import { enterConfirmation } from './enter';
import { pixExpiryFromNow } from './pix-countdown';

/**
 * The methods whose pending payment a buyer comes back to (decision 033): pix, boleto and the vouchers (cash slip,
 * MXN transfer slip, Nequi). A COP transfer is not resumed: its screen would send the buyer straight to the bank.
 */
const RESUMABLE: ReadonlySet<string> = new Set<PaymentMethod>(['pix', 'boleto', 'cash', 'bankTransfer', 'nequi']);

/**
 * The step-3 result for the office's pending payment, or null when there is nothing to show: an unknown method or
 * currency, a COP transfer, or a document without its code or link. A pix keeps its creation time, so the
 * countdown shows the minutes really left (zero once 10 minutes have passed).
 * Example: resumedResult({ method: 'pix', currency: 'BRL', created_at: '…12:00:00Z', … }) -> { kind: 'pending', pixExpiresAt: …12:10 }.
 */
export function resumedResult(pending: PendingPayment): PaymentResult | null {
  if (!RESUMABLE.has(pending.method) || !isAcceptedCurrency(pending.currency)) return null;
  const method = pending.method as PaymentMethod;
  const artifact = pendingArtifact(method, pending.currency, pending.gateway);
  if (!artifact || artifact.kind === 'bankTransferCop') return null;
  const shown =
    artifact.kind === 'pix' ? artifact.qrCode ?? artifact.qrCodeUrl :
    artifact.kind === 'nequi' ? artifact.urlAccess :
    artifact.barCode ?? artifact.downloadPdf;
  if (!shown) return null;
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
 * lookup is logged and the checkout opens as usual.
 */
export async function resumePendingPayment(): Promise<boolean> {
  const invoice = $invoice.get();
  const asked = $options.get()?.invoiceId;
  if (!invoice || !$user.get() || asked === null || asked === undefined || String(invoice.id) !== asked) return false;
  return showPendingPayment(invoice.id);
}

/**
 * Asks the office for the pending payment of the buyer's invoice `invoiceId` and, when there is one to show, opens
 * step 3 with it. Answers whether it did; a failed lookup is logged. resumePendingPayment's second half, and the
 * sandbox workbench's way to its step-3 states (src/sandbox/islands/workbench-prepare.ts).
 */
export async function showPendingPayment(invoiceId: number): Promise<boolean> {
  try {
    const { pending } = await getPendingPayment(invoiceId);
    const result = pending ? resumedResult(pending) : null;
    if (!result) return false;
    void enterConfirmation(result);
    return true;
  } catch (error) {
    void sendLog({ env: env.PUBLIC_MODE, message: 'confirmation: pending payment lookup failed', data: { invoice: invoiceId, error: String(error) } });
    return false;
  }
}
