import * as z from 'zod/mini';
import { request } from '~/api/request';
import { ACCEPTED_CURRENCIES, type CurrencyCode, type Money } from '~/domain/currencies';

/**
 * Part 2 §7 "Currency converter" payload (gateway, JSON). Amounts are office cents (value x 100) on both
 * sides: the pause-account fee is sent as 1500 and total_real = amount / 100 (part 1 §9, part 2 §9).
 */
export const currencyConverterPayloadSchema = z.object({
  currency_target: z.enum(ACCEPTED_CURRENCIES),
  currency_base: z.literal('USD'),
  amount_base: z.number().check(z.int(), z.nonnegative()),
});

/** The converted amount in target cents; a fractional answer is rounded to whole cents. */
export const currencyConverterSchema = z.object({
  data: z.object({
    amount_target: z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+(\.\d+)?$/)), z.transform(Number))]),
      z.transform((n: number) => Math.round(n)),
    ),
  }),
});

/**
 * Part 2 §7: POST /currency/converter on the gateway: converts USD cents into an accepted currency.
 *
 * @example await convertFromUsd(1500, 'BRL') // { amount: 8100, currency: 'BRL' } with the sandbox rate 5.40
 */
export async function convertFromUsd(amountUsdCents: number, target: CurrencyCode, signal?: AbortSignal): Promise<Money> {
  const body = await request({
    call: 'convertFromUsd',
    base: 'gateway',
    method: 'POST',
    path: '/currency/converter',
    json: { currency_target: target, currency_base: 'USD', amount_base: amountUsdCents },
    schema: currencyConverterSchema,
    signal,
  });
  return { amount: body.data.amount_target, currency: target };
}
