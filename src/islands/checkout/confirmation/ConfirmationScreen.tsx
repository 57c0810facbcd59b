import type { ReactElement } from 'react';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import './confirmation.css';
import { BoletoDocument } from './BoletoDocument';
import { CashDocument } from './CashDocument';
import { NequiDocument } from './NequiDocument';
import { PaidScreen } from './PaidScreen';
import { PixAwaiting } from './PixAwaiting';
import { TransferDocument } from './TransferDocument';

type Artifact<K extends PendingArtifact['kind']> = Extract<PendingArtifact, { kind: K }>;

/**
 * The screen of each pending document, by its kind (the methods' readers, src/domain/methods/artifacts.ts): a method
 * with a new document adds its line here. A kind without a line (the COP transfer's bank page) counts down.
 */
const DOCUMENTS: { [K in PendingArtifact['kind']]?: (result: PaymentResult, artifact: Artifact<K>) => ReactElement } = {
  boleto: (result, boleto) => <BoletoDocument result={result} boleto={boleto} />,
  cash: (result, cash) => <CashDocument result={result} cash={cash} />,
  bankTransferMxn: (result, transfer) => <TransferDocument result={result} transfer={transfer} />,
  nequi: (result, nequi) => <NequiDocument result={result} nequi={nequi} />,
  pix: (result, pix) => <PixAwaiting result={result} pix={pix} />,
};

/**
 * The screen for a result (part 2 §2): boleto, cash, MXN transfer and Nequi show their document and wait for the
 * buyer; pix waits for its notification; everything else (a paid method, the COP transfer's bank page, Yape) counts
 * down to the redirect. `null` (no payment) is the test visit's confirmation (part 2 §2, decision 035).
 */
export function ConfirmationScreen({ result }: { result: PaymentResult | null }) {
  if (!result) return <PaidScreen result={null} />;
  const artifact = result.kind === 'pending' ? result.artifact : null;
  const view = artifact ? (DOCUMENTS[artifact.kind] as ((result: PaymentResult, artifact: PendingArtifact) => ReactElement) | undefined) : undefined;
  return view && artifact ? view(result, artifact) : <PaidScreen result={result} />;
}
