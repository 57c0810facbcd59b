import { sendLog } from '~/api/misc/logger';
import { checkSponsorReceiver } from '~/api/sponsor/sponsor-receiver';
import { uplineFirstPaymentApplies, uplineMethod, type SponsorGateways } from '~/domain/upline';
import { sendInvoiceNotes, setInvoiceNote } from '../invoice-notes';
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

/**
 * "Check the first-payment-to-upline gateway" (part 2 §4.3; the upline flag of part 1 §4): for a product whose
 * first payment goes to the sponsor, the office says whether the buyer's parent can receive it; when the rule
 * applies, $uplineMethod names the sponsor's gateway (then the only method) and the invoice note records it.
 */
export const uplinePhase: Phase = async (ctx) => {
  $uplineMethod.set(null);
  const { user, product } = ctx;
  if (!product?.firstPaymentToUpline || !user?.parent) return CONTINUE;
  const type = product.kind === 'fee' ? 'FEE' : 'PLAN';
  const receiver = await checkSponsorReceiver({ user_id: user.user_identifier, type, reference: product.slug });
  const received = user.parent.receivement_gateways;
  const gateways: SponsorGateways | null = received ? { paypal: !!received.paypal, pagseguro: !!received.pagseguro } : null;
  const applies = uplineFirstPaymentApplies({
    productPaysUpline: true,
    sponsorReceiverValid: receiver.valid,
    sponsorGateways: gateways,
    currency: product.currency,
    hasValidCoupon: ctx.coupon !== null,
    amount: product.amount,
    firstMonthAmount: product.amountFirstMonth,
  });
  if (!applies) return CONTINUE;
  $uplineMethod.set(uplineMethod(gateways, product.currency));
  if ($invoice.get() !== null) {
    setInvoiceNote({ upline_first_payment: true });
    await sendInvoiceNotes();
  }
  return CONTINUE;
};
