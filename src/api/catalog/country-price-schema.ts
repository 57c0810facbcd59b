import { z } from 'zod';
import { currencyCode, includedToolSchema, officeDecimal, officeInt, resourceItemSchema, unitsAsCents } from './office-fields';

/**
 * Part 1 §3 "Country price". Every value arrives in currency units and is parsed to cents:
 * `value_*` in the country's currency, `ref_value_*` in the USD reference. `value_annual` is the
 * price of a whole year (already discounted); the domain derives the per-month figure from it.
 */
export const countryPricePlanSchema = z.object({
  id: officeInt,
  slug: z.string().min(1),
  tools: z.array(includedToolSchema).default([]),
  value_first_month: unitsAsCents,
  value_annual: unitsAsCents,
  value_month: unitsAsCents,
  ref_value_first_month: unitsAsCents,
  ref_value_annual: unitsAsCents,
  ref_value_month: unitsAsCents,
  front_resource_items: z.array(resourceItemSchema).default([]),
  fake_amount: unitsAsCents.nullish().transform((v) => v ?? null),
});

/** The country's currency: `name` is its ISO code, `value` units of it per US dollar, `symbol` as displayed (e.g. Kč). */
export const countryCurrencySchema = z.object({
  name: currencyCode,
  value: officeDecimal.pipe(z.number().positive()),
  symbol: z.string().min(1),
});

export const countryPriceSchema = z.object({ plan: countryPricePlanSchema, currency: countryCurrencySchema });

export const countryPricesResponseSchema = z.object({ data: z.array(countryPriceSchema) });

export type CountryPrice = z.output<typeof countryPriceSchema>;
export type CountryPriceInput = z.input<typeof countryPriceSchema>;
