import * as z from 'zod/mini';
import { nonEmptyText, nullWhenAbsent } from '~/api/schema-helpers';
import {
  currencyCode,
  includedToolSchema,
  officeFlag,
  officeInt,
  optionalText,
  paymentGateways,
  periodo,
  unitsAsCents,
  webhookList,
} from './office-fields';

/** The plan a fee activates once paid (a second invoice is created for it, part 1 §4). */
export const planToActivateSchema = z.object({
  id_plan_to_activate: officeInt,
  /** Monthly price of the plan to activate, in cents (sent in currency units). */
  total_real: unitsAsCents,
  slug: nonEmptyText,
  titulo: nonEmptyText,
  periodo,
  moeda: currencyCode,
  webhooks: webhookList,
});

/**
 * A bump-sell add-on offered with a fee (part 1 §3 "Bump-sell item"; decision 016: the fee's answer carries them).
 * `price` arrives in currency units and is parsed to cents.
 */
export const bumpSellItemSchema = z.object({
  slug: nonEmptyText,
  title: nonEmptyText,
  description: z.optional(z.string()),
  price: unitsAsCents,
  check: z._default(officeFlag, false),
});

/**
 * Part 1 §3 "Fee (taxa)". Office field names are kept; `value` and `fake_amount` arrive in currency
 * units and are parsed to cents. The domain fields are set on domain fees only.
 */
export const feeSchema = z.object({
  id: officeInt,
  name: nonEmptyText,
  slug: nonEmptyText,
  /** Price in cents (sent in currency units). */
  value: unitsAsCents,
  currency: currencyCode,
  description: optionalText,
  logo: optionalText,
  url_after_payment: optionalText,
  fake_amount: nullWhenAbsent(unitsAsCents),
  tools: z._default(z.array(includedToolSchema), []),
  plan_to_active: nullWhenAbsent(planToActivateSchema),
  payment_to_upline: z._default(officeFlag, false),
  payment_gateways: paymentGateways,
  webhooks: webhookList,
  domain: optionalText,
  period: optionalText,
  /** Registration time in years, for domain fees. */
  time: nullWhenAbsent(officeInt),
  domainProtection: z._default(officeFlag, false),
  bumpsell: z._default(z.array(bumpSellItemSchema), []),
});

export type Fee = z.output<typeof feeSchema>;
export type FeeInput = z.input<typeof feeSchema>;
export type PlanToActivate = z.output<typeof planToActivateSchema>;
