import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { numericId } from './form-fields';

/** Part 1 §3 "Country (subsidiary)", full form, for the registration form's country list. */
export const registrationCountrySchema = z.object({
  id: numericId,
  slug: nonEmptyText,
  country: nonEmptyText,
  iso_code: z.pipe(z.string().check(z.length(2)), z.transform((code) => code.toUpperCase())),
});

/** The list arrives wrapped twice: `data.data` (part 1 §7). */
export const registrationCountriesSchema = z.object({ data: z.object({ data: z.array(registrationCountrySchema) }) });

export type RegistrationCountry = z.output<typeof registrationCountrySchema>;

/**
 * Part 1 §7 "the registration list returns data.data": GET office/{lang}/get-subsidiaries. The spec shows no
 * path for this variant; we chose the language segment of the registration call (office/{lang}/create) so the
 * office can name the countries in the page's language. Resolves to the plain list.
 *
 * @example (await getRegistrationCountries('pt'))[0] // { id: 1, slug: 'brasil', country: 'Brasil', iso_code: 'BR' }
 */
export async function getRegistrationCountries(lang: string, signal?: AbortSignal): Promise<RegistrationCountry[]> {
  const body = await request({
    call: 'getRegistrationCountries',
    base: 'office',
    method: 'GET',
    path: `/office/${encodeURIComponent(lang)}/get-subsidiaries`,
    schema: registrationCountriesSchema,
    signal,
  });
  return body.data.data;
}
