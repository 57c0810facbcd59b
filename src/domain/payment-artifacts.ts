/**
 * What a pending payment gives the buyer to pay with (part 2 §3 "Payment artifacts", §4.4).
 * Every field is a plain string or null; links still pass safe-redirect.ts before they are followed.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';

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

/** A string field of an untyped object; numbers are kept as text (bar codes may arrive as numbers). */
function text(source: unknown, field: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The artifact of a pending payment for the method and currency, or null for methods that have none.
 * The SPEI reference of an MXN transfer is read from `reference` (the field name is not shown by the spec).
 * Example: pendingArtifact('pix', 'BRL', { pix: { qrCode: '000201', qrCodeUrl: 'https://x/qr.png' } })
 *   -> { kind: 'pix', qrCode: '000201', qrCodeUrl: 'https://x/qr.png' }.
 */
export function pendingArtifact(method: PaymentMethod, currency: CurrencyCode, gateway: GatewayArtifacts): PendingArtifact | null {
  switch (method) {
    case 'boleto': {
      const b = gateway.boleto;
      return {
        kind: 'boleto',
        barCode: text(b, 'barCode'),
        barCodeImage: text(b, 'barCodeImage'),
        qrCode: text(b, 'qrCode'),
        dueDate: text(b, 'dueDate'),
        downloadPdf: text(b, 'downloadPdf'),
      };
    }
    case 'cash': {
      const c = gateway.cash;
      return { kind: 'cash', barCode: text(c, 'barCode'), dueDate: text(c, 'dueDate'), downloadPdf: text(c, 'downloadPdf') };
    }
    case 'pix':
      return { kind: 'pix', qrCode: text(gateway.pix, 'qrCode'), qrCodeUrl: text(gateway.pix, 'qrCodeUrl') };
    case 'bankTransfer': {
      const t = gateway.bank_transfer;
      if (currency === 'COP') return { kind: 'bankTransferCop', bankUrl: text(t, 'bankUrl') };
      return {
        kind: 'bankTransferMxn',
        barCode: text(t, 'barCode'),
        dueDate: text(t, 'dueDate'),
        downloadPdf: text(t, 'downloadPdf'),
        speiReference: text(t, 'reference'),
      };
    }
    case 'nequi':
      return { kind: 'nequi', urlAccess: text(gateway.nequi, 'urlAccess') };
    default:
      return null;
  }
}
