import { resetAccountAreaStores } from './handlers/account-area';
import { resetConsentStore } from './handlers/consent-store';
import { resetInvoiceStore } from './handlers/invoice';
import { resetPaymentStore } from './handlers/payment-store';
import { resetScenario } from './scenario';

/** Back to a fresh sandbox: no scenario, no registered accounts, invoices, payments or consents. Run after every test. */
export function resetSandbox(): void {
  resetScenario();
  resetAccountAreaStores();
  resetInvoiceStore();
  resetPaymentStore();
  resetConsentStore();
}
