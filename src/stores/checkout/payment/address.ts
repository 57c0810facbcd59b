import { atom } from 'nanostores';
import { EMPTY_ADDRESS, type Address } from '~/domain/address';
import { resettable } from '~/stores/reset';

/** The billing address of the payment step (part 2 §3, §5); every field '' until the buyer fills it. */
export const $address = resettable(atom<Address>({ ...EMPTY_ADDRESS }), 'load');
