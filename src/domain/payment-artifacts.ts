/**
 * What a pending payment gives the buyer to pay with (part 2 §3 "Payment artifacts", §4.4).
 * Every field is a plain string or null; links still pass safe-redirect.ts before they are followed.
 */
import type { CurrencyCode } from '~/domain/currencies';
import { ARTIFACT_READERS, type GatewayArtifacts, type PendingArtifact } from '~/domain/methods/artifacts';

export { documentShown } from '~/domain/methods/artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';

export type { GatewayArtifacts, PendingArtifact } from '~/domain/methods/artifacts';

/**
 * The artifact of a pending payment for the method and currency, or null for methods that have none: the
 * readers beside the methods' descriptors (methods/artifacts.ts).
 * Example: pendingArtifact('pix', 'BRL', { pix: { qrCode: '000201', qrCodeUrl: 'https://x/qr.png' } })
 *   -> { kind: 'pix', qrCode: '000201', qrCodeUrl: 'https://x/qr.png' }.
 */
export function pendingArtifact(method: PaymentMethod, currency: CurrencyCode, gateway: GatewayArtifacts): PendingArtifact | null {
  return ARTIFACT_READERS[method]?.(gateway, currency) ?? null;
}
