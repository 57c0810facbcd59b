import * as z from 'zod/mini';
import { failWith, nonEmptyText } from '~/api/schema-helpers';
import { parseAmountToCents } from '~/domain/money';

/**
 * Field parsers shared by the catalog, coupon, invoice and add-on schemas. The office is loose about
 * types (numbers as strings, flags as 0/1), so each parser names what it accepts and what it yields.
 * Input types stay narrow on purpose: fixtures are typed with `z.input<...>`, and `z.coerce` would
 * widen every input to `unknown`.
 */

const decimalInput = z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'must be a decimal number'))]);
const integerInput = z.union([z.number().check(z.int()), z.string().check(z.trim(), z.regex(/^\d+$/, 'must be an integer'))]);

/** A whole number of zero or more, once the input is a number. */
const nonNegativeInt = z.number().check(z.int(), z.nonnegative());

/** A boolean the office sends as true/false, 0/1 or "0"/"1". */
export const officeFlag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/** A non-negative integer sent as a number or a numeric string (ids, quantities, days). */
export const officeInt = z.pipe(z.pipe(integerInput, z.transform(Number)), nonNegativeInt);

/** A decimal sent as a number or numeric string, kept as a number (rates, percentages). */
export const officeDecimal = z.pipe(z.pipe(decimalInput, z.transform(Number)), z.number().check(z.nonnegative()));

/**
 * Money the office sends in currency units ("149.00" or 149 reais/dollars), parsed to integer cents by
 * the domain's one conversion (no float drift, a third decimal rounds half up).
 * @example unitsAsCents.parse('149.00') // 14900
 */
export const unitsAsCents = z.pipe(
  decimalInput,
  z.transform((v: number | string, ctx) => {
    const parsed = parseAmountToCents(v);
    return parsed.ok && parsed.cents >= 0 ? parsed.cents : failWith(ctx, 'must be an amount in currency units');
  }),
);

/** Money the office already sends in integer cents (e.g. the WordPress order price). */
export const officeCents = z.pipe(z.pipe(integerInput, z.transform(Number)), nonNegativeInt);

/** An ISO 4217 code in any case, parsed to upper case. Not limited to accepted currencies: the load sequence must see the others to answer currency_not_available. */
export const currencyCode = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')),
  z.transform((c) => c.toUpperCase()),
);

/** Free text that may be absent, null or blank; blank becomes null. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v : null)),
);

/** Billing period: MENSAL or ANUAL, also in the legacy numeric form (1 = MENSAL, 12 = ANUAL, part 1 §3). */
export const periodo = z.pipe(
  z.union([z.literal('MENSAL'), z.literal('ANUAL'), z.literal(1), z.literal(12)]),
  z.transform((p): 'MENSAL' | 'ANUAL' => (p === 'ANUAL' || p === 12 ? 'ANUAL' : 'MENSAL')),
);

/** Gateway ids of a product (1 = PayPal, 4 = pagSeguro, part 1 §3), as a list or "1,4"; absent gives []. No rule reads them (decision 031). */
export const paymentGateways = z.pipe(
  z.nullish(z.union([z.array(officeInt), z.string().check(z.regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'must be a comma-separated list of ids'))])),
  z.transform((v) => (v == null ? [] : typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '').map(Number) : v)),
);

/**
 * Webhook URLs of a product: a JSON list, either decoded or as JSON text; absent or null gives the
 * default, an empty list (part 1 §3 "webhooks (JSON list, default if absent)").
 */
export const webhookList = z.pipe(
  z.nullish(z.union([z.array(z.string()), z.string()])),
  z.transform((v, ctx): string[] => {
    if (v == null || v === '') return [];
    if (Array.isArray(v)) return v;
    try {
      const decoded: unknown = JSON.parse(v);
      if (Array.isArray(decoded) && decoded.every((item) => typeof item === 'string')) return decoded;
    } catch {
      // reported below
    }
    return failWith(ctx, 'must be a JSON list of webhook URLs');
  }),
);

/** A tool included in a plan, fee or country price (part 1 §2: name matters for the hidden-tools rule). */
export const includedToolSchema = z.object({
  id: officeInt,
  titulo: nonEmptyText,
  slug: optionalText,
});

export type IncludedTool = z.output<typeof includedToolSchema>;

/**
 * A resource line of a plan: `key` is domains, subdomains, subscribers, storage or another resource;
 * `qtd` 999999 means unlimited and 0 is shown blank (part 1 §2, §9).
 */
export const resourceItemSchema = z.object({
  key: nonEmptyText,
  titulo: optionalText,
  qtd: officeInt,
});

export type ResourceItem = z.output<typeof resourceItemSchema>;
