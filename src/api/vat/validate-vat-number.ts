import * as z from 'zod/mini';
import { flag } from '~/api/account/form-fields';
import { request } from '~/api/request';

/** Path not shown by the spec (part 1 §7 "number validation"); our choice. */
export const VAT_VALIDATE_PATH = '/vat/validate';

/** What the page sends: the number with its country prefix, e.g. `DE812345673`. The sandbox validates with it. */
export const vatValidationPayloadSchema = z.strictObject({
  vat_number: z.string().check(z.trim(), z.minLength(3, 'must carry a country prefix and a number'), z.maxLength(20)),
});

/** The registry's "nothing known" placeholder (VIES answers `---`) and empty strings become null. */
const registryText = z.pipe(
  z.nullable(z.string()),
  z.transform((value) => (value === null || value.trim() === '' || value.trim() === '---' ? null : value.trim())),
);

/**
 * `vat_number` is the number WITHOUT its country prefix and `country_code` the prefix (EL for Greece), as the
 * VIES registry answers them; part 1 §3 builds `vatNumberCompleted` from the two.
 */
export const vatValidationSchema = z.object({
  vat: z.object({
    valid: flag,
    vat_number: z.string(),
    country_code: z.string(),
    company_name: registryText,
    company_address: registryText,
  }),
});

export type VatValidationPayload = z.input<typeof vatValidationPayloadSchema>;
export type VatValidation = z.output<typeof vatValidationSchema>['vat'];

/**
 * Part 1 §7: checks a VAT number with the registry. A number that is not registered is a normal answer
 * (`valid: false`, company fields null), never an error: the widget branches on `valid` (part 1 §8
 * "O número de VAT {0} é inválido!"). Check the format first with the domain's `isValidVatFormat`.
 *
 * @example (await validateVatNumber('DE812345673')).company_name // 'Sandkasten Software GmbH'
 */
export async function validateVatNumber(vatNumber: string, signal?: AbortSignal): Promise<VatValidation> {
  const body = await request({
    call: 'validateVatNumber',
    base: 'gateway',
    method: 'POST',
    path: VAT_VALIDATE_PATH,
    json: { vat_number: vatNumber.replace(/[\s.-]/g, '').toUpperCase() } satisfies VatValidationPayload,
    schema: vatValidationSchema,
    signal,
  });
  return body.vat;
}
