import { sendLog } from '~/api/misc/logger';
import { checkSponsorReceiver } from '~/api/sponsor/sponsor-receiver';
import { uplineFirstPaymentApplies, uplineMethod, type SponsorGateways } from '~/domain/upline';
import { sendInvoiceNotes, setInvoiceNote } from '../invoice-notes';
import { $appliedCoupon } from '../../coupon/coupon';
import { $methods } from '../../payment/methods';
import { $invoice, $uplineMethod } from '../../session';
import { CONTINUE, type Phase } from './context';

/**
 * "Show payment methods" (part 2 §4.1, §4.2). $methods is derived from the stores (methods.ts), so it follows a
 * coupon or period change by itself; this phase only checks that the buyer has a way to pay and logs it if not.
 */
export const paymentMethodsPhase: Phase = async (ctx) => {
  if (ctx.product && $methods.get().length === 0) {
    const data = { slug: ctx.input.slug, currency: ctx.product.currency };
    await sendLog({ env: ctx.input.logEnv, message: 'checkout load: no payment method available', data });
  }
  return CONTINUE;
};

/** Stops following the coupon of the previous load (a reload checks the sponsor again). */
let stopFollowingCoupon: (() => void) | null = null;

/**
 * "Check the first-payment-to-upline gateway" (part 2 §4.3; the upline flag of part 1 §4): for a product whose
 * first payment goes to the sponsor, the office says whether the buyer's parent can receive it; when the rule
 * applies, $uplineMethod names the sponsor's gateway (then the only method) and the invoice note records it.
 * "No valid coupon" holds for the whole step: a coupon applied in the coupon box after the load turns the rule off
 * (the usual methods come back), and removing it turns it on again; the invoice note follows.
 */
export const uplinePhase: Phase = async (ctx) => {
  stopFollowingCoupon?.();
  stopFollowingCoupon = null;
  $uplineMethod.set(null);
  const { user, product } = ctx;
  if (!product?.firstPaymentToUpline || !user?.parent) return CONTINUE;
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
  if (methodWith(true) === null && methodWith(false) === null) return CONTINUE;
  const follow = async (hasValidCoupon: boolean) => {
    const method = methodWith(hasValidCoupon);
    if (method === $uplineMethod.get()) return;
    $uplineMethod.set(method);
    if ($invoice.get() === null) return;
    setInvoiceNote({ upline_first_payment: method !== null });
    await sendInvoiceNotes();
  };
  await follow(ctx.coupon !== null);
  stopFollowingCoupon = $appliedCoupon.listen((coupon) => void follow(coupon !== null).catch(() => undefined));
  return CONTINUE;
};
