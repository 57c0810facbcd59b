import { z } from 'zod';
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
  slug: z.string().min(1),
  titulo: z.string().min(1),
  periodo,
  moeda: currencyCode,
  webhooks: webhookList,
});

/**
 * Part 1 §3 "Fee (taxa)". Office field names are kept; `value` and `fake_amount` arrive in currency
 * units and are parsed to cents. The domain fields are set on domain fees only.
 */
export const feeSchema = z.object({
  id: officeInt,
  name: z.string().min(1),
  slug: z.string().min(1),
  /** Price in cents (sent in currency units). */
  value: unitsAsCents,
  currency: currencyCode,
  description: optionalText,
  logo: optionalText,
  url_after_payment: optionalText,
  fake_amount: unitsAsCents.nullish().transform((v) => v ?? null),
  tools: z.array(includedToolSchema).default([]),
  plan_to_active: planToActivateSchema.nullish().transform((v) => v ?? null),
  payment_to_upline: officeFlag.default(false),
  payment_gateways: paymentGateways,
  webhooks: webhookList,
  domain: optionalText,
  period: optionalText,
  /** Registration time in years, for domain fees. */
  time: officeInt.nullish().transform((v) => v ?? null),
  domainProtection: officeFlag.default(false),
});

export type Fee = z.output<typeof feeSchema>;
export type FeeInput = z.input<typeof feeSchema>;
export type PlanToActivate = z.output<typeof planToActivateSchema>;
