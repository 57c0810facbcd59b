import type { ReactElement } from 'react';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import './confirmation.css';
import type { DocumentScreen } from './documents/screen';
import { PaidScreen } from './PaidScreen';

type View = (result: PaymentResult, artifact: PendingArtifact) => ReactElement;

/** The screen of each pending document, by its kind: one file each in documents/ (documents/screen.ts). */
export const DOCUMENT_SCREENS: Partial<Record<PendingArtifact['kind'], View>> = Object.fromEntries(
  Object.values(import.meta.glob<DocumentScreen>('./documents/*.tsx', { eager: true, import: 'screen' })).map((screen) => [screen.kind, screen.view as View]),
);

/**
 * The screen for a result (part 2 §2): boleto, cash, MXN transfer and Nequi show their document and wait for the
 * buyer; pix waits for its notification; everything else (a paid method, the COP transfer's bank page, Yape) counts
 * down to the redirect. `null` (no payment) is the test visit's confirmation (part 2 §2, decision 035).
 */
export function ConfirmationScreen({ result }: { result: PaymentResult | null }) {
  if (!result) return <PaidScreen result={null} />;
  const artifact = result.kind === 'pending' ? result.artifact : null;
  const view = artifact ? DOCUMENT_SCREENS[artifact.kind] : undefined;
  return view && artifact ? view(result, artifact) : <PaidScreen result={result} />;
}
