import type { PaymentResult } from '~/stores/checkout/payment-result';
import './confirmation.css';
import { BoletoDocument } from './BoletoDocument';
import { CashDocument } from './CashDocument';
import { NequiDocument } from './NequiDocument';
import { PaidScreen } from './PaidScreen';
import { PixAwaiting } from './PixAwaiting';
import { TransferDocument } from './TransferDocument';

/**
 * The screen for a result (part 2 §2): boleto, cash, MXN transfer and Nequi show their document and wait for the
 * buyer; pix waits for its notification; everything else (a paid method, the COP transfer's bank page, Yape) counts
 * down to the redirect. `null` (no payment) is the test visit's confirmation (part 2 §2, decision 035).
 */
export function ConfirmationScreen({ result }: { result: PaymentResult | null }) {
  if (!result) return <PaidScreen result={null} />;
  const artifact = result.kind === 'pending' ? result.artifact : null;
  switch (artifact?.kind) {
    case 'boleto':
      return <BoletoDocument result={result} boleto={artifact} />;
    case 'cash':
      return <CashDocument result={result} cash={artifact} />;
    case 'bankTransferMxn':
      return <TransferDocument result={result} transfer={artifact} />;
    case 'nequi':
      return <NequiDocument result={result} nequi={artifact} />;
    case 'pix':
      return <PixAwaiting result={result} pix={artifact} />;
    default:
      return <PaidScreen result={result} />;
  }
}
