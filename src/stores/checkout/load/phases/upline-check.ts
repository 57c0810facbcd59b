import { checkSponsorReceiver } from '~/api/sponsor/sponsor-receiver';
import { uplineFirstPaymentApplies, uplineMethod, type SponsorGateways } from '~/domain/upline';
import { sendInvoiceNotes, setInvoiceNote } from '../../invoice-notes';
import { $appliedCoupon } from '../../coupon/coupon';
import { $invoice, $uplineMethod } from '../../session';
import type { LoadContext } from './context';

/**
 * The upline phase's work for a product whose first payment goes to the sponsor (part 2 §4.3), loaded only for such
 * a product (payment-methods.ts): the office says whether the buyer's parent can receive it; when the rule applies,
 * $uplineMethod names the sponsor's gateway (then the only method) and the invoice note records it. "No valid
 * coupon" holds for the whole step: a coupon applied in the coupon box after the load turns the rule off (the usual
 * methods come back), removing it turns it on again; the invoice note follows. Resolves the function that stops
 * following the coupon, or null when the rule can never apply.
 */
export async function checkUpline(ctx: LoadContext): Promise<(() => void) | null> {
  const { user, product } = ctx;
  if (!product || !user?.parent) return null;
  const type = product.kind === 'fee' ? 'FEE' : 'PLAN';
  const receiver = await checkSponsorReceiver({ user_id: user.user_identifier, type, reference: product.slug });
  const received = user.parent.receivement_gateways;
  const gateways: SponsorGateways | null = received ? { paypal: !!received.paypal, pagseguro: !!received.pagseguro } : null;
  const methodWith = (hasValidCoupon: boolean) =>
    uplineFirstPaymentApplies({
      productPaysUpline: true,
      sponsorReceiverValid: receiver.valid,
      sponsorGateways: gateways,
      currency: product.currency,
      hasValidCoupon,
      amount: product.amount,
      firstMonthAmount: product.amountFirstMonth,
    })
      ? uplineMethod(gateways, product.currency)
      : null;
  if (methodWith(false) === null) return null;
  const follow = async (hasValidCoupon: boolean) => {
    const method = methodWith(hasValidCoupon);
    if (method === $uplineMethod.get()) return;
    $uplineMethod.set(method);
    if ($invoice.get() === null) return;
    setInvoiceNote({ upline_first_payment: method !== null });
    await sendInvoiceNotes();
  };
  await follow(ctx.coupon !== null);
  return $appliedCoupon.listen((coupon) => void follow(coupon !== null).catch(() => undefined));
}
