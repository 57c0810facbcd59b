import { describe, expect, it } from 'vitest';
import { pendingPaymentSchema } from '~/api/invoice/pending-payment';
import { gatewaySchema } from './gateway-response-schema';
import { DOCUMENT_SCHEMAS } from './document-schemas';

describe('the pending answer documents (part 2 §3 "Payment artifacts")', () => {
  const documents = Object.keys(DOCUMENT_SCHEMAS).sort();

  it('the gateway answer reads each document by its field', () => {
    expect(documents.every((field) => field in gatewaySchema.shape)).toBe(true);
    expect(gatewaySchema.parse({ status: 'Success', nequi: { urlAccess: 'https://n.example/1' } }).nequi).toEqual({ urlAccess: 'https://n.example/1' });
  });

  it('decision 033: the pending-payment lookup passes the same fields through, no more, no fewer', () => {
    expect(Object.keys(pendingPaymentSchema.shape.gateway.shape).sort()).toEqual(documents);
  });

  it('a bar code sent as a number is read as its digits', () => {
    expect(DOCUMENT_SCHEMAS.cash.parse({ barCode: 1234 }).barCode).toBe('1234');
  });
});
