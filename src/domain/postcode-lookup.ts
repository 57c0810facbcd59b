/**
 * The postcode lookup of part 2 §5: when it runs and how its answer fills the address. Apart from address.ts, whose
 * rules the payment step needs on its first load: only the address block, loaded with a method that shows it, runs
 * the lookup.
 */
import type { Address, AddressField } from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import { onlyDigits } from '~/domain/digits';

export type PostcodeLookup = { kind: 'none' } | { kind: 'brazil'; zip: string } | { kind: 'europe'; country: string; zip: string };

/**
 * Which postcode lookup to run (part 2 §5): only with the zip filled and the city empty; in Europe (EUR) the
 * country must be filled too. A Brazilian zip counts as filled with its 8 digits.
 * Example: postcodeLookupFor('BRL', { ...EMPTY_ADDRESS, zipCode: '01310-100' }) -> { kind: 'brazil', zip: '01310100' }.
 */
export function postcodeLookupFor(currency: CurrencyCode, address: Address): PostcodeLookup {
  if (address.city.trim() !== '') return { kind: 'none' };
  if (currency === 'BRL') {
    const zip = onlyDigits(address.zipCode);
    return zip.length === 8 ? { kind: 'brazil', zip } : { kind: 'none' };
  }
  if (currency === 'EUR') {
    const zip = address.zipCode.trim();
    const country = address.country.trim();
    return zip !== '' && country !== '' ? { kind: 'europe', country, zip } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** The lookup's answer, already parsed by the api layer; `failed` covers errors, not-found and network failures. */
export type PostcodeLookupOutcome =
  | { kind: 'brazil'; uf: string; localidade: string; logradouro: string; bairro: string }
  | { kind: 'europe'; placeName: string; country: string }
  | { kind: 'failed'; lookup: 'brazil' | 'europe' };

/** Fills only fields the buyer left empty, so a lookup never overwrites what was typed. */
function fillEmpty(address: Address, values: Partial<Address>): Address {
  const next = { ...address };
  for (const [field, value] of Object.entries(values) as [AddressField, string][]) {
    if (next[field].trim() === '' && value.trim() !== '') next[field] = value.trim();
  }
  return next;
}

/**
 * Applies a lookup answer (part 2 §5, §8). On failure the buyer fills the city by hand
 * (errors:load.zip_lookup_failed) and a Brazilian address still gets country BR.
 * Example: applyPostcodeLookup(addr, { kind: 'failed', lookup: 'brazil' }) -> { address: { ...addr, country: 'BR' }, error: 'errors:load.zip_lookup_failed' }.
 */
export function applyPostcodeLookup(
  address: Address,
  outcome: PostcodeLookupOutcome,
): { address: Address; error: 'errors:load.zip_lookup_failed' | null } {
  switch (outcome.kind) {
    case 'brazil':
      return {
        address: {
          ...fillEmpty(address, { stateCode: outcome.uf, city: outcome.localidade, street: outcome.logradouro, district: outcome.bairro }),
          country: 'BR',
        },
        error: null,
      };
    case 'europe':
      return { address: fillEmpty(address, { city: outcome.placeName, country: outcome.country }), error: null };
    case 'failed':
      return {
        address: outcome.lookup === 'brazil' ? { ...address, country: 'BR' } : address,
        error: 'errors:load.zip_lookup_failed',
      };
  }
}
