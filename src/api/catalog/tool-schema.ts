import { z } from 'zod';
import { currencyCode, officeInt, optionalText, paymentGateways, periodo, unitsAsCents, webhookList } from './office-fields';

/** A tool offered beside the one being bought (the add-ons carousel, part 1 §2). Amount in cents (sent in currency units). */
export const toolSuggestionSchema = z.object({
  id: officeInt,
  name: z.string().min(1),
  description: optionalText,
  amount: unitsAsCents,
});

/** Part 1 §3 "Tool". Office field names kept; `amount` and `fake_amount` parsed from currency units to cents. */
export const toolSchema = z.object({
  id: officeInt,
  titulo: z.string().min(1),
  slug: z.string().min(1),
  moeda: currencyCode,
  /** Monthly price in cents. */
  amount: unitsAsCents,
  periodo,
  url_after_payment: optionalText,
  fake_amount: unitsAsCents.nullish().transform((v) => v ?? null),
  descricao: optionalText,
  suggestions: z.array(toolSuggestionSchema).default([]),
  payment_gateways: paymentGateways,
  trial_days: officeInt.default(0),
  webhooks: webhookList,
});

export type Tool = z.output<typeof toolSchema>;
export type ToolInput = z.input<typeof toolSchema>;
export type ToolSuggestion = z.output<typeof toolSuggestionSchema>;
