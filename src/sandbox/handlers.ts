import { accountHandlers } from './handlers/account';
import { accountAreaHandlers } from './handlers/account-area';
import { faultHandlers } from './handlers/faults';
import { vatHandlers } from './handlers/vat';

/** Every sandbox handler, faults first so they can pre-empt the happy path. */
export const handlers = [...faultHandlers, ...accountHandlers, ...accountAreaHandlers, ...vatHandlers];
