import { z } from 'zod';
import { parseAmountToCents } from '~/domain/money';

/**
 * Field parsers shared by the catalog, coupon, invoice and add-on schemas. The office is loose about
 * types (numbers as strings, flags as 0/1), so each parser names what it accepts and what it yields.
 * Input types stay narrow on purpose: fixtures are typed with `z.input<...>`, and `z.coerce` would
 * widen every input to `unknown`.
 */

const decimalInput = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'must be a decimal number')]);
const integerInput = z.union([z.number().int(), z.string().trim().regex(/^\d+$/, 'must be an integer')]);

/** A boolean the office sends as true/false, 0/1 or "0"/"1". */
export const officeFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/** A non-negative integer sent as a number or a numeric string (ids, quantities, days). */
export const officeInt = integerInput.transform(Number).pipe(z.number().int().nonnegative());

/** A decimal sent as a number or numeric string, kept as a number (rates, percentages). */
export const officeDecimal = decimalInput.transform(Number).pipe(z.number().nonnegative());

/**
 * Money the office sends in currency units ("149.00" or 149 reais/dollars), parsed to integer cents by
 * the domain's one conversion (no float drift, a third decimal rounds half up).
 * @example unitsAsCents.parse('149.00') // 14900
 */
export const unitsAsCents = decimalInput.transform((v, ctx) => {
  const parsed = parseAmountToCents(v);
  if (parsed.ok && parsed.cents >= 0) return parsed.cents;
  ctx.addIssue({ code: 'custom', message: 'must be an amount in currency units' });
  return z.NEVER;
});

/** Money the office already sends in integer cents (e.g. the WordPress order price). */
export const officeCents = integerInput.transform(Number).pipe(z.number().int().nonnegative());

/** An ISO 4217 code in any case, parsed to upper case. Not limited to accepted currencies: the load sequence must see the others to answer currency_not_available. */
export const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')
  .transform((c) => c.toUpperCase());

/** Free text that may be absent, null or blank; blank becomes null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : null));

/** Billing period: MENSAL or ANUAL, also in the legacy numeric form (1 = MENSAL, 12 = ANUAL, part 1 §3). */
export const periodo = z
  .union([z.literal('MENSAL'), z.literal('ANUAL'), z.literal(1), z.literal(12)])
  .transform((p): 'MENSAL' | 'ANUAL' => (p === 'ANUAL' || p === 12 ? 'ANUAL' : 'MENSAL'));

/** Gateway ids a product may be paid with (1 = PayPal, 4 = pagSeguro, part 1 §3), as a list or "1,4"; absent means no restriction ([]). */
export const paymentGateways = z
  .union([z.array(officeInt), z.string().regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'must be a comma-separated list of ids')])
  .nullish()
  .transform((v) => (v == null ? [] : typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '').map(Number) : v));

/**
 * Webhook URLs of a product: a JSON list, either decoded or as JSON text; absent or null gives the
 * default, an empty list (part 1 §3 "webhooks (JSON list, default if absent)").
 */
export const webhookList = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v, ctx): string[] => {
    if (v == null || v === '') return [];
    if (Array.isArray(v)) return v;
    try {
      const decoded: unknown = JSON.parse(v);
      if (Array.isArray(decoded) && decoded.every((item) => typeof item === 'string')) return decoded;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON list of webhook URLs' });
    return z.NEVER;
  });

/** A tool included in a plan, fee or country price (part 1 §2: name matters for the hidden-tools rule). */
export const includedToolSchema = z.object({
  id: officeInt,
  titulo: z.string().min(1),
  slug: optionalText,
});

export type IncludedTool = z.output<typeof includedToolSchema>;

/**
 * A resource line of a plan: `key` is domains, subdomains, subscribers, storage or another resource;
 * `qtd` 999999 means unlimited and 0 is shown blank (part 1 §2, §9).
 */
export const resourceItemSchema = z.object({
  key: z.string().min(1),
  titulo: optionalText,
  qtd: officeInt,
});

export type ResourceItem = z.output<typeof resourceItemSchema>;
