import { adminHandlers } from './admin';
import { paymentHandlers } from './payment';
import { paymentAttemptHandlers } from './payment-attempt';
import { pendingPaymentHandlers } from './pending-payment';

/** The payment calls' handlers (src/sandbox/handlers.ts loads them on the first such call, payment-group-paths.ts). */
export const paymentGroup = [...pendingPaymentHandlers, ...paymentAttemptHandlers, ...paymentHandlers, ...adminHandlers];
