import * as z from 'zod/mini';
import type { PostcodeLookup, PostcodeLookupOutcome } from '~/domain/postcode-lookup';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** Public services answer fast or not at all; the buyer can always type the city meanwhile (part 2 §8). */
export const POSTCODE_LOOKUP_TIMEOUT_MS = 8_000;

/**
 * Zippopotam.us's answer (`GET /<country>/<zip>`). `country` is the English name ('Germany'); the address keeps
 * 2-letter codes (part 2 §3, the EUR country select), so the lookup reads 'country abbreviation' ('DE') instead.
 */
export const zippopotamSchema = z.object({
  country: z.string(),
  'country abbreviation': z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  places: z.array(z.object({ 'place name': nonEmptyText })).check(z.minLength(1)),
});

/** ViaCEP's answer (`GET /<8 digits>/json/`): the address, or `{ erro: true }` for a zip it does not know. */
export const viaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({ uf: z.string(), localidade: z.string(), logradouro: z.string(), bairro: z.string() }),
]);

// What reaches a path segment: a country code, and a zip of letters, digits, spaces and dashes (no '/', no dots).
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const EUROPEAN_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const BRAZILIAN_ZIP = /^\d{8}$/;

export interface PostcodeLookupOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

async function lookUpEurope(country: string, zip: string, { signal, timeoutMs = POSTCODE_LOOKUP_TIMEOUT_MS }: PostcodeLookupOptions): Promise<PostcodeLookupOutcome> {
  if (!COUNTRY_CODE.test(country) || !EUROPEAN_ZIP.test(zip)) return { kind: 'failed', lookup: 'europe' };
  const body = await request({
    call: 'lookupPostcodeEurope',
    base: 'zipEurope',
    method: 'GET',
    path: `/${country.toLowerCase()}/${encodeURIComponent(zip)}`,
    schema: zippopotamSchema,
    timeoutMs,
    credentials: 'omit',
    signal,
  });
  const place = body.places[0];
  return place ? { kind: 'europe', placeName: place['place name'], country: body['country abbreviation'].toUpperCase() } : { kind: 'failed', lookup: 'europe' };
}

async function lookUpBrazil(zip: string, { signal, timeoutMs = POSTCODE_LOOKUP_TIMEOUT_MS }: PostcodeLookupOptions): Promise<PostcodeLookupOutcome> {
  if (!BRAZILIAN_ZIP.test(zip)) return { kind: 'failed', lookup: 'brazil' };
  const body = await request({
    call: 'lookupPostcodeBrazil',
    base: 'zipBrazil',
    method: 'GET',
    path: `/${zip}/json/`,
    schema: viaCepSchema,
    timeoutMs,
    credentials: 'omit',
    signal,
  });
  if ('erro' in body) return { kind: 'failed', lookup: 'brazil' };
  return { kind: 'brazil', uf: body.uf, localidade: body.localidade, logradouro: body.logradouro, bairro: body.bairro };
}

/**
 * Part 2 §7 "Zip lookups (external)": asks Zippopotam.us (Europe: country and zip, reading places[0]'s place name
 * and the country) or ViaCEP (Brazil: reading uf, localidade, logradouro, bairro), without cookies. Never throws
 * for the service's sake: not found, `erro`, HTTP errors, network errors, timeouts and bad answers all resolve to
 * `{ kind: 'failed' }` (part 2 §8, the buyer fills the city by hand). Only the caller's own abort rejects.
 *
 * @example await lookupPostcode({ kind: 'brazil', zip: '01310100' })
 * // { kind: 'brazil', uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' }
 */
export async function lookupPostcode(
  lookup: Exclude<PostcodeLookup, { kind: 'none' }>,
  options: PostcodeLookupOptions = {},
): Promise<PostcodeLookupOutcome> {
  try {
    return lookup.kind === 'europe' ? await lookUpEurope(lookup.country.trim(), lookup.zip.trim(), options) : await lookUpBrazil(lookup.zip, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'failed', lookup: lookup.kind };
  }
}
