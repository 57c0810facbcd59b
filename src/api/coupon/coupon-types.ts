/**
 * The coupon types the office knows (part 1 §5, part 2 §3, §7). Apart from coupon-schema.ts so that the invoice
 * payload (create-invoice.ts, first load) can name them without loading the coupon check's schema, which the
 * checkout fetches on demand (DESIGN.md performance budgets).
 */
export const COUPON_TYPES = ['FIXED_VALUE', 'PERCENTAGE_OF_DISCOUNT'] as const;
