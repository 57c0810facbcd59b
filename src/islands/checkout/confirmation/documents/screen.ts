import type { ReactElement } from 'react';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';

/**
 * The step-3 screen of one kind of pending document (part 2 §2 "Confirmation screens"): each file of this folder
 * exports one as `screen`, and ConfirmationScreen.tsx finds them all, so a method with a new document adds its file
 * here and names no other. A kind without a file (the COP transfer's bank page) counts down.
 */
export interface DocumentScreen<K extends PendingArtifact['kind'] = PendingArtifact['kind']> {
  kind: K;
  view: (result: PaymentResult, artifact: Extract<PendingArtifact, { kind: K }>) => ReactElement;
}
