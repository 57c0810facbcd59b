/*
 * What the sandbox gateway asks Stripe to charge when it creates a wallet's payment intent (decision 041 "Wallet
 * amount": the gateway's duty, not the page's): the body's `amount.first_month` when the plan has one, else
 * `amount.value`, both in office cents (part 2 §7), turned into Stripe's `amount` and `currency`
 * (https://docs.stripe.com/api/payment_intents/create: the smallest unit of the currency, the currency in lower case).
 *
 * The zero-decimal list is Stripe's own (https://docs.stripe.com/currencies#zero-decimal), written here from that page
 * and not taken from src/domain/currencies.ts: the page computes its Elements amount with the domain's rule, so the
 * wallet's confirmation (payment-provider.ts) compares two independent answers, not one rule with itself.
 */

/** Stripe's zero-decimal currencies (https://docs.stripe.com/currencies#zero-decimal): whole units, no cents. */
const STRIPE_ZERO_DECIMAL: ReadonlySet<string> = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export interface StripeIntentAmount {
  /** Stripe's `amount`: cents for a two-decimal currency, whole units for a zero-decimal one. */
  amount: number;
  /** Stripe's `currency`: the ISO code in lower case. */
  currency: string;
}

/**
 * The intent's amount for a payment-intent body's `amount`.
 * Example: { currency: 'JPY', value: 150000 } gives { amount: 1500, currency: 'jpy' };
 * { currency: 'USD', value: 6900, first_month: 3450 } gives { amount: 3450, currency: 'usd' }.
 */
export function stripeIntentAmount(sent: { currency: string; value: number; first_month?: number | null }): StripeIntentAmount {
  const cents = sent.first_month ?? sent.value;
  const code = sent.currency.toUpperCase();
  return { amount: STRIPE_ZERO_DECIMAL.has(code) ? Math.round(cents / 100) : cents, currency: code.toLowerCase() };
}
