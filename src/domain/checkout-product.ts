/**
 * The checkout's view of what is being bought (part 1 §3 "Product (checkout view)", part 2 §3 "Product"):
 * one shape for a plan, a fee, a tool and the special flows, built once by the load sequence from the
 * office's answer (see `toCheckoutProduct` in checkout-product-build.ts). Money in cents.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { ProductKind } from '~/domain/flows';
import type { RecurrencePeriod } from '~/domain/period';

export interface ProductTool {
  id: number;
  title: string;
  /** Monthly price in cents when sold as an add-on; 0 when included. */
  amount: number;
}

export interface ProductSuggestion {
  id: number;
  name: string;
  description: string;
  /** Monthly price in cents. */
  amount: number;
}

export interface CheckoutProduct {
  kind: ProductKind;
  id: number;
  title: string;
  slug: string;
  description: string | null;
  currency: CurrencyCode;
  /** Monthly price in cents (for a fee: its value). */
  amount: number;
  /**
   * True when the amount is one the order charges in another currency (charged amount, pause account): shown with
   * the `<code>$` symbol for a currency other than EUR, BRL and USD (part 1 §9, money.ts currencySymbol).
   */
  chargedCurrency?: boolean;
  /** Price per month when bought yearly, in cents; null when the product has no annual price. */
  annualMonthlyAmount: number | null;
  /** Crossed-out "was" price in cents, or null. */
  fakeAmount: number | null;
  /** First month's price in cents when it differs from `amount` (first-month plans, Funnel Club), else null. */
  amountFirstMonth: number | null;
  trialDays: number;
  /** Amount charged during the trial, in cents. */
  trialDaysAmount: number;
  /** The period the office sells it in (a plan may be ANUAL only). */
  interval: RecurrencePeriod;
  resources: { domains: number; subdomains: number; storageKb: number };
  tools: ProductTool[];
  suggestions: ProductSuggestion[];
  /** After-payment redirect from the office (url_after_payment), or null. */
  redirect: string | null;
  firstPaymentToUpline: boolean;
  /** Plan activated by a fee (part 1 §3 plan_to_active), or null. */
  planToActivate: { id: number; slug: string; title: string; amount: number; currency: CurrencyCode; interval: RecurrencePeriod } | null;
  /** Domain purchase details, when the flow has them. */
  domain: { name: string; protection: boolean; years: number } | null;
  storageKb: number;
  domainExtraQuantity: number;
  /** payment_gateways of the office: 1 PayPal, 4 pagSeguro. */
  paymentGateways: number[];
  isThirdParty: boolean;
  visible: boolean;
  redirOnInactive: string | null;
}
