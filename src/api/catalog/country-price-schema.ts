import * as z from 'zod/mini';
import { nonEmptyText, nullWhenAbsent } from '~/api/schema-helpers';
import { currencyCode, includedToolSchema, officeDecimal, officeInt, resourceItemSchema, unitsAsCents } from './office-fields';

/**
 * Part 1 §3 "Country price". Every value arrives in currency units and is parsed to cents:
 * `value_*` in the country's currency, `ref_value_*` in the USD reference. `value_annual` is the
 * price of a whole year (already discounted); the domain derives the per-month figure from it.
 */
export const countryPricePlanSchema = z.object({
  id: officeInt,
  slug: nonEmptyText,
  tools: z._default(z.array(includedToolSchema), []),
  value_first_month: unitsAsCents,
  value_annual: unitsAsCents,
  value_month: unitsAsCents,
  ref_value_first_month: unitsAsCents,
  ref_value_annual: unitsAsCents,
  ref_value_month: unitsAsCents,
  front_resource_items: z._default(z.array(resourceItemSchema), []),
  fake_amount: nullWhenAbsent(unitsAsCents),
});

/** The country's currency: `name` is its ISO code, `value` units of it per US dollar, `symbol` as displayed (e.g. Kč). */
export const countryCurrencySchema = z.object({
  name: currencyCode,
  value: z.pipe(officeDecimal, z.number().check(z.positive())),
  symbol: nonEmptyText,
});

export const countryPriceSchema = z.object({ plan: countryPricePlanSchema, currency: countryCurrencySchema });

export const countryPricesResponseSchema = z.object({ data: z.array(countryPriceSchema) });

export type CountryPrice = z.output<typeof countryPriceSchema>;
export type CountryPriceInput = z.input<typeof countryPriceSchema>;
