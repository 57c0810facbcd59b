import { resetAccountAreaStores } from './handlers/account-area';
import { resetInvoiceStore } from './handlers/invoice';
import { resetPaymentStore } from './handlers/payment-store';
import { resetScenario } from './scenario';

/** Back to a fresh sandbox: no scenario, no registered accounts, invoices or payments. Run after every test. */
export function resetSandbox(): void {
  resetScenario();
  resetAccountAreaStores();
  resetInvoiceStore();
  resetPaymentStore();
}
