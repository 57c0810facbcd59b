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
  /** A pix's `hash_token`, the key of its notification poll (part 2 §4.5, §7). */
  hashToken?: string | null;
  /** When a resumed pix stops being payable (epoch ms, from the office's answer); a new pix waits 10 minutes from entry. */
  pixExpiresAt?: number | null;
}

export const $paymentResult = resettable(atom<PaymentResult | null>(null), 'page');
