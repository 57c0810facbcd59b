import * as z from 'zod/mini';
import { nonEmptyText, nullWhenAbsent } from '~/api/schema-helpers';
import { currencyCode, officeInt, optionalText, paymentGateways, periodo, unitsAsCents, webhookList } from './office-fields';

/** A tool offered beside the one being bought (the add-ons carousel, part 1 §2). Amount in cents (sent in currency units). */
export const toolSuggestionSchema = z.object({
  id: officeInt,
  name: nonEmptyText,
  description: optionalText,
  amount: unitsAsCents,
});

/** Part 1 §3 "Tool". Office field names kept; `amount` and `fake_amount` parsed from currency units to cents. */
export const toolSchema = z.object({
  id: officeInt,
  titulo: nonEmptyText,
  slug: nonEmptyText,
  moeda: currencyCode,
  /** Monthly price in cents. */
  amount: unitsAsCents,
  periodo,
  url_after_payment: optionalText,
  fake_amount: nullWhenAbsent(unitsAsCents),
  descricao: optionalText,
  suggestions: z._default(z.array(toolSuggestionSchema), []),
  payment_gateways: paymentGateways,
  trial_days: z._default(officeInt, 0),
  webhooks: webhookList,
});

export type Tool = z.output<typeof toolSchema>;
export type ToolInput = z.input<typeof toolSchema>;
export type ToolSuggestion = z.output<typeof toolSuggestionSchema>;
