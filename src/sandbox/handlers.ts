import { accountHandlers } from './handlers/account';
import { faultHandlers } from './handlers/faults';

/** Every sandbox handler, faults first so they can pre-empt the happy path. */
export const handlers = [...faultHandlers, ...accountHandlers];
