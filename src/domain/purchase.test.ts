import { describe, expect, it } from 'vitest';
import { purchaseId, type PurchaseParts } from './purchase';

const plan: PurchaseParts = { account: '42', slug: 'advanced-plan', flow: { kind: 'plan' }, owner: null };

describe('the purchase an attempt belongs to (decision 012)', () => {
  it('is the account, the product and its flow parameters', () => {
    expect(purchaseId(plan)).toBe('42|advanced-plan|plan|');
    expect(purchaseId({ ...plan, flow: { kind: 'storage', quantity: 2 } })).toBe('42|advanced-plan|storage;quantity=2|');
  });

  it.each<[string, Partial<PurchaseParts>]>([
    ['another account', { account: '43' }],
    ['another product', { slug: 'premium-plan' }],
    ['another flow', { flow: { kind: 'fee' } }],
    ['other flow parameters', { flow: { kind: 'storage', quantity: 3 } }],
    ["someone else's invoice (anyone-can-pay)", { owner: '77' }],
  ])('%s is another purchase', (_name, patch) => {
    expect(purchaseId({ ...plan, ...patch })).not.toBe(purchaseId(plan));
  });

  it('reads a flow the same whatever the order of its parameters', () => {
    const a = purchaseId({ ...plan, flow: { kind: 'domainPurchase', domain: 'a.com', connectTo: null, reference: 'r1' } });
    const b = purchaseId({ ...plan, flow: { reference: 'r1', connectTo: null, domain: 'a.com', kind: 'domainPurchase' } });
    expect(a).toBe(b);
  });
});
