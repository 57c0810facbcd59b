import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import { pendingArtifact, type GatewayArtifacts, type PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';

const gateway: GatewayArtifacts = {
  boleto: { barCode: '23790.00009', barCodeImage: 'https://x/bar.png', qrCode: 'qr', dueDate: '2025-01-10', downloadPdf: 'https://x/b.pdf' },
  cash: { barCode: 123456789, dueDate: '2025-01-11', downloadPdf: 'https://x/c.pdf' },
  pix: { qrCode: '00020126', qrCodeUrl: 'https://x/pix.png' },
  bank_transfer: { barCode: 'b', dueDate: '2025-01-12', downloadPdf: 'https://x/t.pdf', reference: '646180157000000004', bankUrl: 'https://bank/x' },
  nequi: { urlAccess: 'https://nequi/x' },
};

describe('pendingArtifact', () => {
  it.each<[string, PaymentMethod, CurrencyCode, PendingArtifact | null]>([
    ['part 2 §3: boleto carries bar code, image, QR code, due date and PDF', 'boleto', 'BRL',
      { kind: 'boleto', barCode: '23790.00009', barCodeImage: 'https://x/bar.png', qrCode: 'qr', dueDate: '2025-01-10', downloadPdf: 'https://x/b.pdf' }],
    ['part 2 §3: cash carries bar code, due date and PDF (a numeric bar code as text)', 'cash', 'MXN',
      { kind: 'cash', barCode: '123456789', dueDate: '2025-01-11', downloadPdf: 'https://x/c.pdf' }],
    ['part 2 §3: pix carries QR code and its image URL', 'pix', 'BRL', { kind: 'pix', qrCode: '00020126', qrCodeUrl: 'https://x/pix.png' }],
    ['part 2 §3: an MXN bank transfer carries the SPEI reference', 'bankTransfer', 'MXN',
      { kind: 'bankTransferMxn', barCode: 'b', dueDate: '2025-01-12', downloadPdf: 'https://x/t.pdf', speiReference: '646180157000000004' }],
    ['part 2 §3: a COP bank transfer carries the bank URL', 'bankTransfer', 'COP', { kind: 'bankTransferCop', bankUrl: 'https://bank/x' }],
    ['part 2 §3: nequi carries its access URL', 'nequi', 'COP', { kind: 'nequi', urlAccess: 'https://nequi/x' }],
    ['part 2 §4.4: a card has no artifact', 'creditCard', 'USD', null],
  ])('%s', (_, method, currency, expected) => {
    expect(pendingArtifact(method, currency, gateway)).toEqual(expected);
  });

  it.each<[string, GatewayArtifacts, PendingArtifact]>([
    ['part 2 §3: a missing pix object gives empty fields', {}, { kind: 'pix', qrCode: null, qrCodeUrl: null }],
    ['part 2 §3: non-text fields are dropped', { pix: { qrCode: { html: '<b>' }, qrCodeUrl: '  ' } }, { kind: 'pix', qrCode: null, qrCodeUrl: null }],
  ])('%s', (_, given, expected) => {
    expect(pendingArtifact('pix', 'BRL', given)).toEqual(expected);
  });
});
