import { z } from 'zod';
import {
  currencyCode,
  includedToolSchema,
  officeFlag,
  officeInt,
  optionalText,
  paymentGateways,
  periodo,
  resourceItemSchema,
  unitsAsCents,
  webhookList,
} from './office-fields';

/** A plan the current plan can be upgraded to. */
export const upgradePlanSchema = z.object({ id: officeInt, slug: z.string().min(1) });

/** A line of the plan's item list (shown on the plans pages). */
export const planItemSchema = z.object({ titulo: z.string().min(1), qtd: officeInt.nullish().transform((v) => v ?? null) });

/**
 * Part 1 §3 "Plan (server)". Office field names are kept. Money: the office sends currency units
 * (`total_real` "149.00"); every money field here is parsed to integer cents:
 * total_real, fake_amount, trial_valor, additional_value_first_month.
 */
export const planSchema = z.object({
  id: officeInt,
  titulo: z.string().min(1),
  slug: z.string().min(1),
  moeda: currencyCode,
  /** Monthly price in cents (sent in currency units). */
  total_real: unitsAsCents,
  periodo,
  descricao: optionalText,
  logo: optionalText,
  /** Disk space in KB (GB = KB / 1024 / 1024, part 1 §9). */
  storage_kbs: officeInt.default(0),
  domain_extra_quantity: officeInt.default(0),
  url_after_payment: optionalText,
  /** Crossed-out "was" price in cents, or null. */
  fake_amount: unitsAsCents.nullish().transform((v) => v ?? null),
  ferramentas: z.array(includedToolSchema).default([]),
  front_resource_items: z.array(resourceItemSchema).default([]),
  /** The first payment goes to the sponsor (part 2 §4.3). */
  first_payment_to_upline: officeFlag.default(false),
  payment_gateways: paymentGateways,
  is_a_third_party_product: officeFlag.default(false),
  trial_days: officeInt.default(0),
  /** Amount charged during the trial, in cents. */
  trial_valor: unitsAsCents.default(0),
  /** Added to the first month only, in cents (e.g. Funnel Club +199.00, part 1 §3). */
  additional_value_first_month: unitsAsCents.default(0),
  webhooks: webhookList,
  /** 0 = hidden plan (part 1 §4 redirect rules). */
  visivel: officeFlag.default(true),
  /** Where an inactive plan sends the buyer; null falls back to the currency's premium plan. */
  redir_on_inactive: optionalText,
  theme_type: optionalText,
  upgrade_plans: z.array(upgradePlanSchema).default([]),
  itens: z.array(planItemSchema).default([]),
});

export type Plan = z.output<typeof planSchema>;
export type PlanInput = z.input<typeof planSchema>;
