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

  it('decision 018: each charge names the QA states of its own methods: their forms at step 2, its documents at step 3', () => {
    for (const [name, charge] of Object.entries(SANDBOX_CHARGES)) {
      for (const state of charge.states) {
        const [action, argument = ''] = state.prepare.split(':');
        const method = action === 'pending' ? (argument === 'pix-expired' ? 'pix' : argument) : argument;
        const routes = Object.values(METHODS[method as keyof typeof METHODS].routes as Record<string, { endpoint: keyof typeof PAYMENT_ENDPOINTS | null }>);
        const own = action === 'pending' ? method === charge.method : routes.some((route) => route.endpoint !== null && PAYMENT_ENDPOINTS[route.endpoint].charge === name);
        expect([name, state.id, state.island, own]).toEqual([name, state.id, action === 'pending' ? 'confirmation' : 'methods', true]);
      }
    }
  });

  it('keeps only the document fields of an answer', () => {
    expect(DOCUMENT_FIELDS).toEqual(['boleto', 'pix', 'cash', 'bank_transfer', 'nequi']);
    expect(documentsOf({ status: 'Success', nequi: { urlAccess: 'u' }, type: 'payment_pending' })).toEqual({ boleto: undefined, pix: undefined, cash: undefined, bank_transfer: undefined, nequi: { urlAccess: 'u' } });
  });
});
