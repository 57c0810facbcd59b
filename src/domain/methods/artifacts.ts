/**
 * What a pending answer gives the buyer to pay with, per method that has one (part 2 §3 "Payment artifacts", §4.4),
 * read from the gateway's objects. A map beside the descriptors rather than in them: only step 3 reads it, so it stays
 * out of the checkout's first files. Every field is a plain string or null; numbers are kept as text (bar codes may
 * arrive as numbers).
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';

/** What a pending payment gives the buyer to pay with, by kind (payment-artifacts.ts re-exports it). */
export type PendingArtifact =
  | { kind: 'boleto'; barCode: string | null; barCodeImage: string | null; qrCode: string | null; dueDate: string | null; downloadPdf: string | null }
  | { kind: 'cash'; barCode: string | null; dueDate: string | null; downloadPdf: string | null }
  | { kind: 'pix'; qrCode: string | null; qrCodeUrl: string | null }
  | { kind: 'bankTransferMxn'; barCode: string | null; dueDate: string | null; downloadPdf: string | null; speiReference: string | null }
  | { kind: 'bankTransferCop'; bankUrl: string | null }
  | { kind: 'nequi'; urlAccess: string | null };

/** The artifact objects of a gateway response (gateway.boleto, .pix, .cash, .bank_transfer, .nequi). */
export interface GatewayArtifacts {
  boleto?: unknown;
  pix?: unknown;
  cash?: unknown;
  bank_transfer?: unknown;
  nequi?: unknown;
}

type ArtifactReader = (gateway: GatewayArtifacts, currency: CurrencyCode) => PendingArtifact;

function text(source: unknown, field: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const ARTIFACT_READERS: Partial<Record<PaymentMethod, ArtifactReader>> = {
  boleto: ({ boleto: b }) => ({
    kind: 'boleto',
    barCode: text(b, 'barCode'),
    barCodeImage: text(b, 'barCodeImage'),
    qrCode: text(b, 'qrCode'),
    dueDate: text(b, 'dueDate'),
    downloadPdf: text(b, 'downloadPdf'),
  }),
  cash: ({ cash: c }) => ({ kind: 'cash', barCode: text(c, 'barCode'), dueDate: text(c, 'dueDate'), downloadPdf: text(c, 'downloadPdf') }),
  pix: ({ pix: p }) => ({ kind: 'pix', qrCode: text(p, 'qrCode'), qrCodeUrl: text(p, 'qrCodeUrl') }),
  // The MXN transfer's SPEI slip; its reference is read from `reference` (the spec does not name the field). The COP
  // transfer's answer is the bank's page.
  bankTransfer: ({ bank_transfer: t }, currency) =>
    currency === 'COP'
      ? { kind: 'bankTransferCop', bankUrl: text(t, 'bankUrl') }
      : { kind: 'bankTransferMxn', barCode: text(t, 'barCode'), dueDate: text(t, 'dueDate'), downloadPdf: text(t, 'downloadPdf'), speiReference: text(t, 'reference') },
  nequi: ({ nequi: n }) => ({ kind: 'nequi', urlAccess: text(n, 'urlAccess') }),
};

type ShownOf = { [K in PendingArtifact['kind']]: (artifact: Extract<PendingArtifact, { kind: K }>) => string | null };

/**
 * What a kept document must still have for step 3 to show it again (decision 033): its code or its link. A COP
 * transfer is never shown again: its screen would send the buyer straight to the bank.
 */
const SHOWN: ShownOf = {
  boleto: (a) => a.barCode ?? a.downloadPdf,
  cash: (a) => a.barCode ?? a.downloadPdf,
  bankTransferMxn: (a) => a.barCode ?? a.downloadPdf,
  pix: (a) => a.qrCode ?? a.qrCodeUrl,
  nequi: (a) => a.urlAccess,
  bankTransferCop: () => null,
};

/** Example: documentShown({ kind: 'nequi', urlAccess: null }) === null. */
export function documentShown(artifact: PendingArtifact): string | null {
  return (SHOWN[artifact.kind] as (a: PendingArtifact) => string | null)(artifact);
}
