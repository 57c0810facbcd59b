import { createFuturePayment } from '~/api/payment/create-future-payment';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { gatewayDiscount } from '~/domain/coupon';
import { PROVIDER_GATEWAY_NAMES } from '~/domain/providers';
import { $cartTotals } from '../cart/cart';
import { $appliedCoupon } from '../coupon/coupon';
import { $product, $user } from '../session';
import { attemptKey, endAttempt } from './attempt-key';
import { currentPurchase } from '../purchase/current';
import { buildPaymentBody } from './payment-body';
import { $methodProvider } from '../choice/selection';

/**
 * The recurring future payment created after an authorized trial or 100%-coupon purchase (part 2 §4.4, §7
 * "Future payment"), with its own idempotency key (an attempt of its own, so a retry never schedules two). A
 * failure does not undo the paid first payment: it is logged for the office to schedule by hand.
 */
export async function createFuturePaymentFor(context: { method: string; gatewayIdentifier: string | null; key: string }): Promise<void> {
  const product = $product.get();
  const user = $user.get();
  const totals = $cartTotals.get();
  const provider = $methodProvider.get();
  const base = buildPaymentBody(context.key, {});
  if (!product || !user || !totals || !base.ok) return;
  const coupon = $appliedCoupon.get();
  // An attempt of its own beside the purchase's (which is still open until the first payment's answer is applied).
  const scope = { purchase: `${currentPurchase() ?? product.slug}#future`, slug: product.slug, invoiceId: String(base.body.my_data.office_fatura), method: `${context.method}:future`, currency: product.currency, amount: totals.charge.amount };
  const key = attemptKey(scope);
  try {
    await createFuturePayment({
      application: 'OFFICE',
      idempotency_key: key,
      business_gateway: provider ? PROVIDER_GATEWAY_NAMES[provider] : 'office',
      gateway_identifier: context.gatewayIdentifier ?? context.key,
      id_user: user.user_identifier,
      is_recurring: true,
      interval: totals.months,
      product: base.body.product,
      period: 'MONTH',
      amount: { currency: product.currency, value: totals.charge.amount },
      my_data: base.body.my_data,
      notification_url: base.body.notification_url,
      trial_days: product.trialDays,
      fee: base.body.fee,
      discount: coupon ? gatewayDiscount(coupon) : null,
    });
    endAttempt(key, 'refused'); // its record goes: the purchase's own record says paid
  } catch (error) {
    await sendLog({ env: env.PUBLIC_MODE, message: 'payment: future payment not created', data: { slug: product.slug, user: user.user_identifier, error: String(error) } });
  }
}
