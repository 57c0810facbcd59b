import { atom } from 'nanostores';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';
import { resettable } from '~/stores/reset';

/** What the confirmation step shows: how the buyer paid and, for a pending method, its document (part 2 §2, §4.5). */
export interface PaymentResult {
  method: PaymentMethod;
  kind: 'paid' | 'pending';
  gatewayIdentifier: string | null;
  artifact: PendingArtifact | null;
}

export const $paymentResult = resettable(atom<PaymentResult | null>(null), 'page');
