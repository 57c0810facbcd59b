import { ERRORS } from '~/domain/error-catalogue';
import type { PaymentPayload } from '~/api/payment/payment-payload-schema';
import { env } from '~/config/env';
import { isAddressComplete, isAddressShown, type Address } from '~/domain/address';
import { selectedBumpSell } from '~/domain/bump-sell';
import type { CurrencyCode } from '~/domain/currencies';
import { gatewayDiscount } from '~/domain/coupon';
import { paymentCallbackUrls } from '~/domain/payment-callback-urls';
import { isRecurringPurchase } from '~/domain/period-recurrence';
import type { CollectedPayment } from '~/providers/registry';
import { $cartTotals, $vatState } from '../cart/cart';
import { $bumpSellItems } from '../cart/bump-sell';
import { $appliedCoupon } from '../coupon/coupon';
import { $checkoutToken, $countryPrice, $flow, $invoice, $ipLocale, $product, $user, $uplineMethod } from '../session';
import { vatInvoiceNote } from '~/domain/vat';
import { $address } from '../choice/address-state';
import { checkoutSiteUrl } from '../site-url';
import { checkoutReturn, returnUrlPolicy } from './checkout-return';
import { $selection } from '../choice/selection';

/** Why a payment body could not be built: the page lacks something the load should have given it. */
export type BodyFailure = 'not_ready' | 'no_invoice' | 'callback_urls';

/** The address as the gateway takes it: the shown fields that are filled (part 2 §3), or null when not shown. */
function addressForPayment(address: Address, shown: boolean, currency: CurrencyCode): PaymentPayload['address'] {
  if (!shown || !isAddressComplete(currency, address)) return null;
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    zipCode: address.zipCode.trim(),
    city: address.city.trim(),
    street: address.street.trim(),
    country: currency === 'BRL' ? undefined : optional(address.country.toUpperCase()),
    stateCode: currency === 'BRL' ? optional(address.stateCode.toUpperCase()) : undefined,
    district: optional(address.district),
    number: optional(address.number),
    complement: optional(address.complement),
  };
}

/**
 * Part 2 §7 `first_payment_without_charge`: the purchase charges nothing now (a trial, or a charge of 0 after a 100 %
 * coupon); the card is charged later, so provider S sets it up for that (decision 056).
 */
export function chargesNothingNow(): boolean {
  const product = $product.get();
  const totals = $cartTotals.get();
  return !!product && !!totals && (product.trialDays > 0 || totals.charge.total === 0);
}

/**
 * The main-payment body (part 2 §7) for the current purchase, with the attempt's idempotency key and what the
 * provider collected. Amounts in cents: the charge's total (coupon and VAT applied) and, when it differs, the
 * first month's. The callback URLs' origin and path come from configuration (payment-callback-urls.ts), never from the
 * page URL; their query is the purchase's (the page's own, less what a return appended).
 */
export function buildPaymentBody(key: string, collected: CollectedPayment): { ok: true; body: PaymentPayload } | { ok: false; failure: BodyFailure } {
  const product = $product.get();
  const user = $user.get();
  const totals = $cartTotals.get();
  const invoice = $invoice.get();
  const token = $checkoutToken.get();
  const method = $selection.get().method;
  // Part 2 §8 "Não existe invoice": the load gets or creates it; without one nothing is sent (bodyFailureMessage).
  if (!invoice) return { ok: false, failure: 'no_invoice' };
  if (!product || !user || !totals || !token || !method) return { ok: false, failure: 'not_ready' };
  const siteUrl = checkoutSiteUrl();
  // The return lands on this purchase again: the page's query, the period and coupon paid with (checkout-return.ts).
  const urls = paymentCallbackUrls(checkoutReturn(product.slug), { siteUrl, officeUrl: env.PUBLIC_OFFICE_URL }, returnUrlPolicy(siteUrl));
  if (!urls.ok) return { ok: false, failure: 'callback_urls' };
  const coupon = $appliedCoupon.get();
  const address = addressForPayment($address.get(), isAddressShown(product.currency, method, $uplineMethod.get() !== null), product.currency);
  const vat = $vatState.get();
  const countryPrice = $countryPrice.get();
  const bumpsell = selectedBumpSell($bumpSellItems.get()).map(({ slug, title, price }) => ({ slug, title, price }));
  const body: PaymentPayload = {
    application: 'OFFICE',
    idempotency_key: key,
    product: { id: product.id, slug: product.slug, title: product.title },
    country_code: (address?.country ?? user.country).toUpperCase(),
    name: user.name,
    id_user: user.user_identifier,
    email: user.email,
    address,
    my_data: {
      vat_details: vatInvoiceNote(product.currency, vat),
      address,
      coupon: coupon ? { id: coupon.id, code: coupon.code, type: coupon.type, value: coupon.value, apply_only_first_month: coupon.applyOnlyFirstMonth } : null,
      ip: $ipLocale.get()?.ip ?? null,
      office_fatura: String(invoice.id),
      country_price: countryPrice ? { currency: countryPrice.currency.name, plan: countryPrice.plan.slug } : null,
    },
    amount: { currency: product.currency, value: totals.charge.total, first_month: totals.firstMonth?.total ?? null },
    notification_url: urls.notificationUrl,
    redir_url_after_payment: urls.redirUrlAfterPayment,
    token_checkout: token,
    is_recurring: isRecurringPurchase(product.kind, $flow.get()?.kind ?? null),
    interval: totals.months,
    period: 'MONTH',
    discount: coupon ? gatewayDiscount(coupon) : null,
    first_payment_without_charge: chargesNothingNow(),
    bumpsell: bumpsell.length ? bumpsell : undefined,
    fee: vat.percentage !== null && product.currency === 'EUR' ? { percentage: vat.percentage, amount: totals.charge.vat } : null,
    ...collected,
  };
  return { ok: true, body };
}

/** What the buyer reads when no body could be built: "Não existe invoice" (part 2 §8) without one, else the request failure. */
export function bodyFailureMessage(failure: BodyFailure): { key: string } {
  return { key: failure === 'no_invoice' ? ERRORS.missingInvoice : ERRORS.paymentRequestFailed };
}
