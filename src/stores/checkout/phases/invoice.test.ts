import { afterEach, describe, expect, it } from 'vitest';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../load-test-support';
import { $notices } from '../notice';
import { $invoice, $planToActivateInvoice } from '../session';
import { resetLoadStores } from '../session-actions';
import { INVOICE_GATEWAY_ID } from './invoice';

afterEach(() => resetLoadStores());

const upToInvoices = ['loginStatus', 'product', 'coupon', 'invoice', 'planToActivateInvoice'] as const;

describe('invoicePhase and planToActivateInvoicePhase (part 1 §4, part 2 §4.1, §5, §7)', () => {
  it.each([
    ['part 1 §4: a visitor gets no invoice', null, 'premium-plus-plan', '', null],
    ['part 2 §7: storage gets its PayPal invoice when paying, not now', 'br', 'extra-storage', '?extraStorage=1&extraStorageQtd=1', null],
    ['part 1 §4: a tool has no invoice/create type', 'br', 'funnel-builder-tool', '', null],
    ['part 1 §8: a URL invoice that is not a number is replaced with the notice', 'br', 'premium-plus-plan', '?invoice=abc', { id: 6001, replacedInvoiceId: 'abc' }],
    ['part 1 §4: a fee gets a fee invoice', 'br', 'onboarding-fee-eur', '', { id: 6001, replacedInvoiceId: null }],
  ])('%s', async (_row, user, slug, search, invoice) => {
    if (user) setScenario({ user });
    await contextAfter(upToInvoices, loadInput(slug, search));
    expect($invoice.get()).toEqual(invoice);
  });

  it('part 2 §7: the invoice is created for the slug with the applied URL coupon', async () => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', '?coupon=OFF10'));
    expect(sandboxInvoice(6001)?.origin).toEqual({
      kind: 'checkout',
      payload: { type: 'plan', slug: 'premium-plus-plan', gateway_id: INVOICE_GATEWAY_ID, coupon: { id: expect.any(Number), code: 'OFF10', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.1, apply_only_first_month: 0 } },
    });
  });

  it('part 1 §8: the notice is shown only for an invoice that was not the user\'s', async () => {
    setScenario({ user: 'us' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', '?invoice=5003'));
    expect([$invoice.get(), $notices.get()]).toEqual([{ id: 5003, replacedInvoiceId: null }, []]);
  });

  it.each([
    ['part 1 §4: a fee with plan_to_active gets the plan invoice', 'implementation-fee', 6002],
    ['part 1 §4: a plain fee does not', 'onboarding-fee-eur', null],
  ])('%s', async (_row, slug, id) => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput(slug));
    expect($planToActivateInvoice.get()).toBe(id);
  });
});
