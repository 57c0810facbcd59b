import { describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS } from '~/api/payment/payment-endpoints';
import { METHODS } from '~/domain/methods';
import { SANDBOX_PENDING_KINDS } from '~/sandbox/scenario';
import { DOCUMENT_FIELDS, documentsOf, SANDBOX_CHARGES } from './index';

describe("the sandbox gateway's charges", () => {
  it('part 2 §4.2: each local charge takes the currencies its method is offered in at the checkout', () => {
    for (const charge of Object.values(SANDBOX_CHARGES)) {
      const offer = METHODS[charge.method].offer as { currencies?: readonly string[] };
      if ('currencies' in charge) expect([charge.method, [...charge.currencies].sort()]).toEqual([charge.method, [...(offer.currencies ?? [])].sort()]);
    }
  });

  it('each charge is the method of a route whose endpoint charges it', () => {
    for (const [name, charge] of Object.entries(SANDBOX_CHARGES)) {
      const routes = Object.values(METHODS[charge.method].routes as Record<string, { endpoint: keyof typeof PAYMENT_ENDPOINTS }>);
      expect(routes.some((route) => PAYMENT_ENDPOINTS[route.endpoint].charge === name), name).toBe(true);
    }
  });

  it('decision 033: the QA pending kinds are the charges that keep a document, and the expired pix', () => {
    const keeping = Object.entries(SANDBOX_CHARGES).filter(([, charge]) => 'document' in charge).map(([name]) => name);
    expect([...SANDBOX_PENDING_KINDS].sort()).toEqual([...keeping, 'pix-expired'].sort());
  });

  it('keeps only the document fields of an answer', () => {
    expect(DOCUMENT_FIELDS).toEqual(['boleto', 'pix', 'cash', 'bank_transfer', 'nequi']);
    expect(documentsOf({ status: 'Success', nequi: { urlAccess: 'u' }, type: 'payment_pending' })).toEqual({ boleto: undefined, pix: undefined, cash: undefined, bank_transfer: undefined, nequi: { urlAccess: 'u' } });
  });
});
