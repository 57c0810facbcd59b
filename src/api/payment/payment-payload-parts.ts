import * as z from 'zod/mini';
import { idString } from '~/api/account/form-fields';
import { emailText, nonEmptyText } from '~/api/schema-helpers';
import { anyValue, parsedUrl, recordOf } from '~/api/value-formats';
import { ACCEPTED_CURRENCIES } from '~/domain/currencies';

/**
 * Building blocks of the gateway payment payloads (part 2 §3, §7). Units: every amount here is integer
 * cents (the office's "value x 100", part 2 §9); the spec does not show the gateway's unit, so we send
 * the one the rest of the checkout holds and never a float.
 */
export const cents = z.number().check(z.int(), z.nonnegative());
export const currencyCode = z.enum(ACCEPTED_CURRENCIES);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `notification_url` and `redir_url_after_payment`: https, or http to a local host (the sandbox), without
 * user-info. The checkout builds them from configuration and the allow-list (domain/payment-callback-urls.ts).
 */
export const callbackUrlSchema = z.string().check(
  z.refine((value) => {
    const url = parsedUrl(value);
    if (!url || url.username !== '' || url.password !== '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  }, 'must be https (http only to a local sandbox host) without user-info'),
);

/** Part 2 §3 "Address": zip, city, street; country for non-BRL currencies, state (and the rest) for BRL. */
export const addressSchema = z.strictObject({
  zipCode: nonEmptyText,
  city: nonEmptyText,
  street: nonEmptyText,
  country: z.optional(z.string().check(z.length(2))),
  stateCode: z.optional(z.string().check(z.minLength(1), z.maxLength(4))),
  district: z.optional(z.string()),
  number: z.optional(z.string()),
  complement: z.optional(z.string()),
});

/** Part 2 §7 "amount (currency, value, first_month)", in cents; first_month only when it differs. */
export const paymentAmountSchema = z.strictObject({
  currency: currencyCode,
  value: cents,
  first_month: z.nullish(cents),
});

/** Part 2 §7 future payment "discount": value in cents for DISCOUNT_FIXED, in percent (0-100) for PERCENTAGE. */
export const gatewayDiscountSchema = z.strictObject({
  code: nonEmptyText,
  value: z.number().check(z.nonnegative()),
  type: z.enum(['DISCOUNT_FIXED', 'PERCENTAGE']),
  period: z.enum(['FIRST_MONTH', 'FOREVER']),
});

/** Part 1 §3 invoice note `vat_details` (empty values dropped, part 2 §5); fee in percent. */
export const vatDetailsSchema = z.strictObject({
  number_completed: z.optional(z.string()),
  number: z.optional(z.string()),
  country: z.optional(z.string()),
  fee: z.optional(z.number().check(z.nonnegative())),
});

/** Part 2 §7 "my_data": what the office needs to book the payment against the invoice. */
export const myDataSchema = z.strictObject({
  vat_details: z.nullish(vatDetailsSchema),
  address: z.nullish(addressSchema),
  coupon: z.nullish(
    z.strictObject({ id: z.number().check(z.int()), code: z.string(), type: z.string(), value: z.number(), apply_only_first_month: z.boolean() }),
  ),
  ip: z.nullish(z.string()),
  /** The office invoice being paid. */
  office_fatura: idString,
  parent_invoice_fee: z.nullish(idString),
  /** The country price in force (part 2 §3 "Country price"); its shape is the office's, passed through. */
  country_price: z.nullish(recordOf(anyValue)),
});

/** The product being paid (part 2 §3 "Product"): what the gateway books, not the whole cart view. */
export const paymentProductSchema = z.strictObject({
  id: z.number().check(z.int()),
  slug: nonEmptyText,
  title: nonEmptyText,
  webhooks: z.optional(z.array(z.unknown())),
});

/** Part 2 §3 "phone (area code and number)"; the area code is empty where the country has none (Colombian mobiles). */
export const phoneSchema = z.strictObject({
  area_code: z.string().check(z.regex(/^\d{0,4}$/)),
  number: z.string().check(z.regex(/^\d{6,12}$/)),
});

/** Part 2 §3 "Bank transfer (COP)": the PSE fields. */
export const bankTransferSchema = z.strictObject({
  email: emailText,
  bankCode: nonEmptyText,
  personType: z.enum(['N', 'J']),
  identificationCode: z.enum(['CC', 'CE', 'NIT', 'TI', 'PP', 'RC', 'DE']),
  identificationValue: nonEmptyText,
});

/**
 * Provider A's secured-fields output: the four encrypted values its iframes produce. They are opaque to us;
 * in the sandbox `encryptedCardNumber` carries the sandbox card token. `brand` is the buyer's choice on a co-badged
 * card (Adyen's `paymentMethod.brand`, https://docs.adyen.com/payment-methods/cards/custom-card-integration/#dual-branded-cards),
 * absent when there was none to make.
 */
export const cardEncryptSchema = z.strictObject({
  encryptedCardNumber: nonEmptyText,
  encryptedExpiryMonth: nonEmptyText,
  encryptedExpiryYear: nonEmptyText,
  encryptedSecurityCode: z.optional(nonEmptyText),
  holderName: z.optional(z.string()),
  brand: z.optional(nonEmptyText),
});

/**
 * Provider A's device fingerprint, as Adyen Web gives it (`riskData.clientData`, passed on untouched to /payments:
 * https://docs.adyen.com/risk-management/configure-manual-risk/required-risk-field-reference/).
 */
export const riskDataSchema = z.strictObject({ clientData: nonEmptyText });

/** Provider A's 3-D Secure 2 browser fingerprint fields, passed through. */
export const browserInfoSchema = recordOf((value): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value));

/** Part 2 §3 "Bump-sell item", price in cents. */
export const bumpSellSchema = z.strictObject({ slug: nonEmptyText, title: z.string(), price: cents });

/** The VAT charged on this payment: percent and amount in cents (part 1 §9: VAT = amount x percent / 100). */
export const vatFeeSchema = z.strictObject({ percentage: z.number().check(z.gte(0), z.lte(100)), amount: cents });
