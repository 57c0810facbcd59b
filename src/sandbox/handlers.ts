import { accountHandlers } from './handlers/account';
import { accountAreaHandlers } from './handlers/account-area';
import { faultHandlersFor } from './handlers/faults';
import { addonsHandlers } from './handlers/addons';
import { catalogHandlers } from './handlers/catalog';
import { couponHandlers } from './handlers/coupon';
import { invoiceHandlers } from './handlers/invoice';
import { vatHandlers } from './handlers/vat';
import { lazyHandlerGroup } from './handlers/lazy-group';
import { isPaymentGroupCall } from './handlers/payment-group-paths';
import { postcodeHandlers } from './handlers/postcode';
import { consentHandlers } from './handlers/consent';

// The payment calls' handlers load with the first of them, not on the checkout's first visit.
const paymentGroup = lazyHandlerGroup(isPaymentGroupCall, () => import('./handlers/payment-group').then((m) => m.paymentGroup));

/**
 * Loads every group of handlers now: for a process that cannot import modules later, such as the fake office the
 * live rehearsal and the bench load through Vite's module runner, which closes once it has loaded them.
 */
export async function loadLazyHandlers(): Promise<void> {
  await paymentGroup.load();
}

const answering = [...catalogHandlers, ...couponHandlers, ...invoiceHandlers, paymentGroup.handler, ...addonsHandlers, ...accountHandlers, ...accountAreaHandlers, ...vatHandlers, ...postcodeHandlers, ...consentHandlers];

/** Every sandbox handler, faults first so they can pre-empt the happy path (the `lost` fault runs the others itself). */
export const handlers = [...faultHandlersFor(answering), ...answering];
