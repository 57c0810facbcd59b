/**
 * The billing address block of part 2 §3 and §5: when it shows, its fields per currency, completeness, and
 * when it is required. The postcode lookup's rules are in postcode-lookup.ts, loaded with the address block.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { ProviderId } from '~/domain/providers';
import { routeNeedsAddress } from '~/domain/method-routes';
import { METHODS } from '~/domain/methods';

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

/**
 * The block shows for EUR and BRL with creditCard, sepa or boleto (their descriptors' `addressBlock`), unless the first payment goes to the upline (part 2 §5).
 * Example: isAddressShown('BRL', 'boleto', false) === true; isAddressShown('USD', 'creditCard', false) === false.
 */
export function isAddressShown(currency: CurrencyCode, method: PaymentMethod, firstPaymentToUpline: boolean): boolean {
  return (currency === 'EUR' || currency === 'BRL') && 'addressBlock' in METHODS[method] && !firstPaymentToUpline;
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
