import { atom } from 'nanostores';
import type { PostcodeLookupOptions } from '~/api/misc/postcode-lookup';
import { EMPTY_ADDRESS, missingAddressFields, type Address, type AddressField } from '~/domain/address';
import { applyPostcodeLookup, postcodeLookupFor, type PostcodeLookup, type PostcodeLookupOutcome } from '~/domain/postcode-lookup';
import type { CurrencyCode } from '~/domain/currencies';
import { latestAnswer } from '~/stores/latest-answer';
import { resettable } from '~/stores/reset';
import { $product } from '../session';
import { $address } from './address-state';

export { $address } from './address-state';

/** The postcode lookup (part 2 §5, §8): idle, asking the service, or failed with the message shown under the zip. */
export type PostcodeLookupStatus =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'failed'; messageKey: 'errors:load.zip_lookup_failed' };
export const $postcodeLookup = resettable(atom<PostcodeLookupStatus>({ status: 'idle' }), 'load');

/** Set by validateAddress when the address is incomplete: the message and the empty required fields, in display order. */
export interface AddressErrors {
  messageKey: 'errors:validation.address_required';
  missing: AddressField[];
  /** False when a field above the block (the method's own) was refused too and holds the focus. */
  focusFirst?: false;
}
export const $addressErrors = resettable(atom<AddressErrors | null>(null), 'load');

// The latest lookup wins: a newer lookup, a zip edit or a reset of the load drops (and aborts) the older one.
const lookups = latestAnswer('load');

/**
 * What the buyer typed in one field. A zip edit drops a lookup still on its way (its answer was for the old zip)
 * and clears the lookup's failure; a field filled leaves the list of missing fields.
 * Example: setAddressField('zipCode', '01310-100').
 */
export function setAddressField(field: AddressField, value: string): void {
  const before = $address.get();
  $address.set({ ...before, [field]: value });
  if (field === 'zipCode' && before.zipCode !== value) {
    lookups.drop();
    if ($postcodeLookup.get().status !== 'idle') $postcodeLookup.set({ status: 'idle' });
  }
  const errors = $addressErrors.get();
  if (errors && value.trim() !== '' && errors.missing.includes(field)) {
    const missing = errors.missing.filter((f) => f !== field);
    $addressErrors.set(missing.length > 0 ? { ...errors, missing } : null);
  }
}

/**
 * The postcode services' client (its calls and schemas), fetched on the first lookup, not with the address block
 * (decision 026). A client that does not arrive ends like a service that does not answer: a failed lookup, whose
 * message leaves the city to the buyer (part 2 §8); the next lookup fetches it again. Only the caller's abort rejects.
 */
function askPostcodeService(lookup: Exclude<PostcodeLookup, { kind: 'none' }>, options: PostcodeLookupOptions): Promise<PostcodeLookupOutcome> {
  return import('~/api/misc/postcode-lookup').then(
    (client) => client.lookupPostcode(lookup, options),
    (failure: unknown) => {
      if (options.signal?.aborted) throw failure;
      return { kind: 'failed', lookup: lookup.kind };
    },
  );
}

// postcodeLookupFor builds its answers field by field in one order, so equal lookups serialise equally.
const sameLookup = (a: PostcodeLookup, b: PostcodeLookup): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Runs the postcode lookup when the domain says so (part 2 §5: zip filled, city empty, in Europe the country too),
 * e.g. when the zip field or the country select loses focus, and fills only the fields still empty with the
 * answer (applyPostcodeLookup). A failure shows errors:load.zip_lookup_failed and leaves the city to the buyer
 * (part 2 §8). An answer for a zip or country the buyer has changed meanwhile is dropped.
 * Example: setAddressField('zipCode', '01310-100'); await lookupPostcode('BRL') // city 'São Paulo', state 'SP'...
 */
export async function lookupPostcode(currency: CurrencyCode | undefined = $product.get()?.currency): Promise<void> {
  if (!currency) return;
  const lookup = postcodeLookupFor(currency, $address.get());
  if (lookup.kind === 'none') return;
  const request = lookups.next();
  $postcodeLookup.set({ status: 'looking' });
  let outcome;
  try {
    outcome = await askPostcodeService(lookup, { signal: request.signal });
  } catch {
    return; // aborted: a newer lookup, a zip edit or a reset took over
  }
  if (!request.isLatest()) return;
  const current = $address.get();
  // The zip (or country) changed without a new lookup yet: this answer is not for what the buyer now has.
  const now = postcodeLookupFor(currency, { ...current, city: '' });
  if (!sameLookup(now, lookup)) {
    $postcodeLookup.set({ status: 'idle' });
    return;
  }
  const applied = applyPostcodeLookup(current, outcome);
  $address.set(applied.address);
  $postcodeLookup.set(applied.error ? { status: 'failed', messageKey: applied.error } : { status: 'idle' });
  const errors = $addressErrors.get();
  if (errors) {
    const missing = errors.missing.filter((field) => applied.address[field].trim() === '');
    $addressErrors.set(missing.length > 0 ? { ...errors, missing } : null);
  }
}

/**
 * Checks the address before paying (part 2 §5): incomplete -> $addressErrors holds
 * errors:validation.address_required and the empty required fields (the first one gets focus); complete -> null.
 * The caller asks the domain's paymentNeedsAddress (or addressRequiredError) whether this payment needs it.
 * `focusFirst: false` leaves the focus where it is (a refused field of the method's form, above the block).
 * Example: validateAddress('EUR') // { messageKey: 'errors:validation.address_required', missing: ['zipCode', 'city', 'street', 'country'] }
 */
export function validateAddress(currency: CurrencyCode, options: { focusFirst?: boolean } = {}): AddressErrors | null {
  const missing = missingAddressFields(currency, $address.get());
  const errors: AddressErrors | null =
    missing.length === 0 ? null
    : options.focusFirst === false ? { messageKey: 'errors:validation.address_required', missing, focusFirst: false }
    : { messageKey: 'errors:validation.address_required', missing };
  $addressErrors.set(errors);
  return errors;
}
