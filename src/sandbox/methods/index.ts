/**
 * The sandbox gateway's charges, one file each beside the checkout's method descriptors (src/domain/methods): a
 * charge of PAYMENT_ENDPOINTS without its file, or a file without its charge, does not compile.
 */
import type { PaymentCharge, PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { GatewayArtifacts } from '~/domain/methods/artifacts';
import { bankTransfer } from './bankTransfer';
import { boleto } from './boleto';
import { card } from './card';
import { cash } from './cash';
import type { Payload, SandboxCharge } from './charge';
import { nequi } from './nequi';
import { pix } from './pix';
import { sepa } from './sepa';
import { yape } from './yape';

export const SANDBOX_CHARGES = { card, sepa, boleto, pix, cash, bankTransfer, nequi, yape } as const satisfies Record<PaymentCharge, SandboxCharge>;

export type { PendingContext, SandboxCharge } from './charge';

/** The gateway fields a pending answer's document may sit in (boleto, pix, cash, bank_transfer, nequi). */
export const DOCUMENT_FIELDS: readonly (keyof GatewayArtifacts)[] = Object.values(SANDBOX_CHARGES).flatMap((charge: SandboxCharge) => (charge.document ? [charge.document] : []));

/** The document objects of a gateway answer, as the pending-payment lookup keeps and returns them. */
export function documentsOf(gateway: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, gateway[field]]));
}

/**
 * The fields a main payment's body lacks at an endpoint for its charge (part 2 §4.2 currencies, §5 fields): a currency
 * the method does not take first, then the charge's own. Empty when the body is complete.
 * Example: missingPaymentFields('provider-u-nequi', 'nequi', body without dni) -> ['dni'].
 */
export function missingPaymentFields(endpoint: PaymentEndpoint, charge: PaymentCharge, payload: Payload): string[] {
  const taken: SandboxCharge = SANDBOX_CHARGES[charge];
  const { currencies } = taken;
  const currency = currencies && !currencies.includes(payload.amount.currency) ? [`amount.currency (one of ${currencies.join(', ')})`] : [];
  return [...currency, ...taken.missing(payload, endpoint)];
}
