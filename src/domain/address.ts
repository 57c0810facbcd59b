/**
 * The billing address block of part 2 §3 and §5: when it shows, its fields per currency, completeness,
 * when it is required, and the postcode lookup (when it runs and how its answer fills the address).
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { ProviderId } from '~/domain/providers';
import { routeNeedsAddress } from '~/domain/method-routes';
// Not from validation.ts: the address rules are on the payment step's first load, the check-digit tables are not.
import { onlyDigits } from '~/domain/digits';

/** The address of part 2 §3; every field is a string, '' when not filled. */
export interface Address {
  zipCode: string;
  city: string;
  street: string;
  /** Used by non-BRL currencies; set to BR by a failed Brazilian lookup. */
  country: string;
  /** BRL only. */
  stateCode: string;
  district: string;
  number: string;
  complement: string;
}
export type AddressField = keyof Address;

export const EMPTY_ADDRESS: Readonly<Address> = Object.freeze({
  zipCode: '', city: '', street: '', country: '', stateCode: '', district: '', number: '', complement: '',
});

const ADDRESS_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['creditCard', 'sepa', 'boleto']);

/**
 * The block shows for EUR and BRL with creditCard, sepa or boleto, unless the first payment goes to the upline (part 2 §5).
 * Example: isAddressShown('BRL', 'boleto', false) === true; isAddressShown('USD', 'creditCard', false) === false.
 */
export function isAddressShown(currency: CurrencyCode, method: PaymentMethod, firstPaymentToUpline: boolean): boolean {
  return (currency === 'EUR' || currency === 'BRL') && ADDRESS_METHODS.has(method) && !firstPaymentToUpline;
}

const BRL_FIELDS = ['zipCode', 'city', 'street', 'stateCode', 'district', 'number', 'complement'] as const satisfies readonly AddressField[];
const OTHER_FIELDS = ['zipCode', 'city', 'street', 'country'] as const satisfies readonly AddressField[];

/** Whether the address of a currency has masked fields (part 2 §5: the Brazilian zip and state). Example: addressHasMasks('EUR') === false. */
export function addressHasMasks(currency: CurrencyCode): boolean {
  return currency === 'BRL';
}

/** The fields shown, in order: zip, city, street, then state, district, number, complement for BRL or country otherwise (part 2 §5). */
export function addressFields(currency: CurrencyCode): readonly AddressField[] {
  return currency === 'BRL' ? BRL_FIELDS : OTHER_FIELDS;
}

/** The fields that must be non-empty: zipCode, city, street plus stateCode for BRL or country otherwise (part 2 §5). */
export function requiredAddressFields(currency: CurrencyCode): readonly AddressField[] {
  return currency === 'BRL' ? ['zipCode', 'city', 'street', 'stateCode'] : ['zipCode', 'city', 'street', 'country'];
}

/**
 * True when every required field is non-empty (part 2 §5).
 * Example: isAddressComplete('BRL', { ...EMPTY_ADDRESS, zipCode: '01310-100', city: 'São Paulo', street: 'Av. Paulista', stateCode: 'SP' }) === true.
 */
export function isAddressComplete(currency: CurrencyCode, address: Address): boolean {
  return requiredAddressFields(currency).every((field) => address[field].trim() !== '');
}

/** The required fields still empty, in display order, for "focus the first error". */
export function missingAddressFields(currency: CurrencyCode, address: Address): AddressField[] {
  return requiredAddressFields(currency).filter((field) => address[field].trim() === '');
}

/**
 * True for the payments that need the address: provider B card, boleto, provider A card, SEPA (part 2 §5); the
 * method-route table's address column (method-routes.ts).
 */
export function paymentNeedsAddress(method: PaymentMethod, provider: ProviderId | null): boolean {
  return routeNeedsAddress(method, provider);
}

/**
 * Blocks paying by provider B card, boleto, provider A card or SEPA with an incomplete address (part 2 §5).
 * Example: addressRequiredError('sepa', 'european', 'EUR', EMPTY_ADDRESS) === 'errors:validation.address_required'.
 */
export function addressRequiredError(
  method: PaymentMethod,
  provider: ProviderId | null,
  currency: CurrencyCode,
  address: Address,
): 'errors:validation.address_required' | null {
  return paymentNeedsAddress(method, provider) && !isAddressComplete(currency, address) ? 'errors:validation.address_required' : null;
}

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
