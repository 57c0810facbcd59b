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
  resourceItemSchema,
  unitsAsCents,
  webhookList,
} from './office-fields';

/** A plan the current plan can be upgraded to. */
export const upgradePlanSchema = z.object({ id: officeInt, slug: nonEmptyText });

/** A line of the plan's item list (shown on the plans pages). */
export const planItemSchema = z.object({ titulo: nonEmptyText, qtd: nullWhenAbsent(officeInt) });

/**
 * Part 1 §3 "Plan (server)". Office field names are kept. Money: the office sends currency units
 * (`total_real` "149.00"); every money field here is parsed to integer cents:
 * total_real, fake_amount, trial_valor, additional_value_first_month.
 */
export const planSchema = z.object({
  id: officeInt,
  titulo: nonEmptyText,
  slug: nonEmptyText,
  moeda: currencyCode,
  /** Monthly price in cents (sent in currency units). */
  total_real: unitsAsCents,
  periodo,
  descricao: optionalText,
  logo: optionalText,
  /** Disk space in KB (GB = KB / 1024 / 1024, part 1 §9). */
  storage_kbs: z._default(officeInt, 0),
  domain_extra_quantity: z._default(officeInt, 0),
  url_after_payment: optionalText,
  /** Crossed-out "was" price in cents, or null. */
  fake_amount: nullWhenAbsent(unitsAsCents),
  ferramentas: z._default(z.array(includedToolSchema), []),
  front_resource_items: z._default(z.array(resourceItemSchema), []),
  /** The first payment goes to the sponsor (part 2 §4.3). */
  first_payment_to_upline: z._default(officeFlag, false),
  payment_gateways: paymentGateways,
  is_a_third_party_product: z._default(officeFlag, false),
  trial_days: z._default(officeInt, 0),
  /** Amount charged during the trial, in cents. */
  trial_valor: z._default(unitsAsCents, 0),
  /** Added to the first month only, in cents (e.g. Funnel Club +199.00, part 1 §3). */
  additional_value_first_month: z._default(unitsAsCents, 0),
  webhooks: webhookList,
  /** 0 = hidden plan (part 1 §4 redirect rules). */
  visivel: z._default(officeFlag, true),
  /** Where an inactive plan sends the buyer; null falls back to the currency's premium plan. */
  redir_on_inactive: optionalText,
  theme_type: optionalText,
  upgrade_plans: z._default(z.array(upgradePlanSchema), []),
  itens: z._default(z.array(planItemSchema), []),
});

export type Plan = z.output<typeof planSchema>;
export type PlanInput = z.input<typeof planSchema>;
