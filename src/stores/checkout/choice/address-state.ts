import { atom } from 'nanostores';
import { EMPTY_ADDRESS, type Address } from '~/domain/address';
import { resettable } from '~/stores/reset';

/**
 * The billing address of the payment step (part 2 §3, §5); every field '' until the buyer fills it. Apart from its
 * actions (address.ts, with the postcode lookup), so the continue button can read it without loading them.
 */
export const $address = resettable(atom<Address>({ ...EMPTY_ADDRESS }), 'load');
