import { accountHandlers } from './handlers/account';
import { accountAreaHandlers } from './handlers/account-area';
import { faultHandlersFor } from './handlers/faults';
import { addonsHandlers } from './handlers/addons';
import { catalogHandlers } from './handlers/catalog';
import { couponHandlers } from './handlers/coupon';
import { invoiceHandlers } from './handlers/invoice';
import { vatHandlers } from './handlers/vat';
import { paymentHandlers } from './handlers/payment';
import { adminHandlers } from './handlers/admin';
import { postcodeHandlers } from './handlers/postcode';
import { consentHandlers } from './handlers/consent';
import { pendingPaymentHandlers } from './handlers/pending-payment';
import { paymentAttemptHandlers } from './handlers/payment-attempt';

const answering = [...catalogHandlers, ...couponHandlers, ...invoiceHandlers, ...pendingPaymentHandlers, ...paymentAttemptHandlers, ...addonsHandlers, ...accountHandlers, ...accountAreaHandlers, ...vatHandlers, ...paymentHandlers, ...adminHandlers, ...postcodeHandlers, ...consentHandlers];

/** Every sandbox handler, faults first so they can pre-empt the happy path (the `lost` fault runs the others itself). */
export const handlers = [...faultHandlersFor(answering), ...answering];
