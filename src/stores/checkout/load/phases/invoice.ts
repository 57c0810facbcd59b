import { confirmInvoiceUser } from '~/api/invoice/confirm-invoice-user';
import { createInvoice } from '~/api/invoice/create-invoice';
import { getAccountInfos } from '~/api/sponsor/account-infos';
import { INVALID_INVOICE_NOTICE_MS } from '~/domain/constants';
import { decideInvoice } from '~/domain/flow-guards';
import { isAccountExtraFlow } from '~/domain/flows';
import { showNotice } from '../../notice';
import { $invoice, $invoiceOwner, $planToActivateInvoice } from '../../session';
import { CONTINUE, logSwallowed, type LoadContext, type Phase } from './context';
import { hasLedger } from '../../purchase/ledger-key';

/**
 * gateway_id of invoice/create (part 2 §7). The spec does not give its value; the sandbox office's invoices
 * carry 2, so the checkout sends 2 until the office says otherwise.
 */
export const INVOICE_GATEWAY_ID = 2;

/**
 * Whether this checkout gets its invoice now: a logged-in buyer of a plan or fee. Domain, storage and extra
 * connection get their PayPal invoice when paying (part 2 §7), and the office has no invoice/create type for tools.
 */
function invoicedNow(ctx: LoadContext): boolean {
  return ctx.user !== null && ctx.product !== null && ctx.product.kind !== 'tool' && ctx.flow !== null && !isAccountExtraFlow(ctx.flow.kind);
}

async function confirmation(ctx: LoadContext, invoiceId: string, userId: string) {
  // A value that is not an invoice number cannot be the user's.
  if (!/^\d+$/.test(invoiceId)) return { valid: false, hasActiveRecurrence: false };
  const answer = await confirmInvoiceUser(Number(invoiceId), userId);
  return answer.valid ? { valid: true, hasActiveRecurrence: answer.data.recorrente_ativo } : { valid: false, hasActiveRecurrence: false };
}

/**
 * The owner's id and name (get-account-infos, part 1 §7) for the line "you are paying the invoice of …". The name
 * is only shown, so a failed lookup (unknown id, office down, malformed answer) is logged (part 1 §8) and the
 * checkout goes on without it.
 */
async function lookUpOwner(ctx: LoadContext, ownerId: string): Promise<{ id: string; name: string } | null> {
  try {
    const infos = await getAccountInfos(ownerId);
    return { id: infos.id, name: infos.name };
  } catch (error) {
    await logSwallowed(ctx, `invoice owner ${ownerId} lookup`, error);
    return null;
  }
}

/**
 * "Get or create the invoice" (part 1 §4, part 2 §4.1, §5, §8): the URL invoice is reused when it is the user's
 * and has no active recurrence; otherwise a new one is created, and when the URL invoice was not the user's the
 * 6-second notice says so.
 *
 * Anyone-can-pay (part 1 §6 "An invoice can be paid by another person with anyone-can-pay=1 and user-id; the
 * owner's name is shown"): the URL invoice is confirmed against the owner (user-id) instead of the buyer.
 * - Confirmed and reused: the owner is looked up and kept in $invoiceOwner, so the left column names them. Not when
 *   user-id is the buyer's own id (they pay their own invoice) or the lookup fails (logged, no name shown).
 * - Not the owner's invoice (or unknown, or not a number): decideInvoice's rule applies unchanged, a new invoice
 *   of the buyer's is created with the 6-second notice, and no owner name is shown, since the invoice being paid
 *   is now the buyer's own.
 * - The owner's, but with an active recurrence: a new invoice of the buyer's, no notice, no owner name.
 */
export const invoicePhase: Phase = async (ctx) => {
  $invoice.set(null);
  $invoiceOwner.set(null);
  if (!invoicedNow(ctx) || !ctx.user || !ctx.product) return CONTINUE;
  const urlInvoice = ctx.options.invoiceId;
  const buyerId = String(ctx.user.user_identifier);
  // With anyone-can-pay=1 the invoice is the owner's (user-id), not the payer's.
  const ownerId = ctx.options.anyoneCanPay?.ownerUserId ?? buyerId;
  const decision = decideInvoice(urlInvoice, urlInvoice === null ? null : await confirmation(ctx, urlInvoice, ownerId));
  if (decision.action === 'reuse') {
    $invoice.set({ id: Number(decision.invoiceId), replacedInvoiceId: null });
    if (ownerId !== buyerId) $invoiceOwner.set(await lookUpOwner(ctx, ownerId));
    return CONTINUE;
  }
  // The same purchase's attempt in this browser (decision 012) keeps its invoice: a reload or Back finds it again.
  const purchase = { account: buyerId, slug: ctx.product.slug, flow: ctx.flow, owner: ctx.options.anyoneCanPay?.ownerUserId ?? null };
  const kept = urlInvoice === null && hasLedger() ? await import('../../attempt/resume-purchase').then((m) => m.invoiceOfPurchase(purchase)) : null;
  if (kept !== null) {
    $invoice.set({ id: kept, replacedInvoiceId: null });
    return CONTINUE;
  }
  const type = ctx.product.kind === 'fee' ? 'fee' : 'plan';
  const id = await createInvoice({ type, slug: ctx.product.slug, gatewayId: INVOICE_GATEWAY_ID, coupon: ctx.coupon });
  $invoice.set({ id, replacedInvoiceId: decision.notice ? urlInvoice : null });
  if (decision.notice) showNotice(decision.notice.key, decision.notice.params, INVALID_INVOICE_NOTICE_MS);
  return CONTINUE;
};

/** "Create a plan-to-activate invoice if needed" (part 1 §3 plan_to_active, §4): a fee that activates a plan gets a second invoice for it. */
export const planToActivateInvoicePhase: Phase = async (ctx) => {
  $planToActivateInvoice.set(null);
  const plan = ctx.product?.planToActivate;
  if (!plan || !invoicedNow(ctx)) return CONTINUE;
  $planToActivateInvoice.set(await createInvoice({ type: 'plan', slug: plan.slug, gatewayId: INVOICE_GATEWAY_ID }));
  return CONTINUE;
};
