import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $notices } from '../../notice';
import { $invoice, $invoiceOwner, $planToActivateInvoice } from '../../session';
import { INVOICE_GATEWAY_ID } from './invoice';

afterEach(() => {
  $invoiceOwner.set(null);
});

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

describe('invoicePhase with anyone-can-pay (part 1 §6 "An invoice can be paid by another person with anyone-can-pay=1 and user-id; the owner\'s name is shown")', () => {
  const shared = SANDBOX_INVOICE_IDS.anyoneCanPay;
  const payFor = (invoice: number | string, owner: string) => `?invoice=${invoice}&anyone-can-pay=1&user-id=${owner}`;

  it('part 1 §6 anyone-can-pay: the owner\'s invoice is reused and the owner is fetched with get-account-infos', async () => {
    setScenario({ user: 'br' });
    const { outcome } = await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(shared, '1002')));
    expect(outcome).toEqual({ kind: 'continue' });
    expect([$invoice.get(), $invoiceOwner.get(), $notices.get()]).toEqual([{ id: shared, replacedInvoiceId: null }, { id: '1002', name: 'John Miller' }, []]);
  });

  it('part 1 §6 anyone-can-pay, §8: a failed owner lookup is swallowed and logged, and no name is shown', async () => {
    setScenario({ user: 'br', fault: 'http500', faultTimes: 1, faultPath: 'get-account-infos' });
    const { outcome } = await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(shared, '1002')));
    expect(outcome).toEqual({ kind: 'continue' });
    expect([$invoice.get(), $invoiceOwner.get()]).toEqual([{ id: shared, replacedInvoiceId: null }, null]);
    expect(sandboxLogEntries().at(-1)).toMatchObject({
      message: 'checkout load: invoice owner 1002 lookup failed (ignored)',
      data: { slug: 'premium-plus-plan', error: expect.stringContaining('500') },
    });
  });

  it('part 1 §6 anyone-can-pay, §8: an invoice that is not the owner\'s gets a new invoice of the buyer\'s, the notice and no owner name', async () => {
    setScenario({ user: 'br' });
    // 5004 belongs to 1002, not to 1013.
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(shared, '1013')));
    expect([$invoice.get(), $invoiceOwner.get()]).toEqual([{ id: 6001, replacedInvoiceId: String(shared) }, null]);
    expect($notices.get()).toHaveLength(1);
    expect(sandboxInvoice(6001)?.ownerId).toBe('1001');
  });

  it('part 1 §6 anyone-can-pay, §8: an invoice its owner did not share is not confirmed for someone else', async () => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(SANDBOX_INVOICE_IDS.someoneElses, '1002')));
    expect([$invoice.get(), $invoiceOwner.get()]).toEqual([{ id: 6001, replacedInvoiceId: String(SANDBOX_INVOICE_IDS.someoneElses) }, null]);
  });

  it('part 1 §6 anyone-can-pay: user-id naming the buyer is their own invoice, with no owner name and no lookup', async () => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(SANDBOX_INVOICE_IDS.reusable, '1001')));
    expect([$invoice.get(), $invoiceOwner.get()]).toEqual([{ id: SANDBOX_INVOICE_IDS.reusable, replacedInvoiceId: null }, null]);
    expect(sandboxLogEntries()).toEqual([]);
  });

  it('part 1 §6 anyone-can-pay: without anyone-can-pay=1 the shared invoice is someone else\'s (notice, no owner name)', async () => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', `?invoice=${shared}&user-id=1002`));
    expect([$invoice.get(), $invoiceOwner.get()]).toEqual([{ id: 6001, replacedInvoiceId: String(shared) }, null]);
  });

  it('part 1 §6 anyone-can-pay: the payer\'s notes go to the shared invoice (sales=)', async () => {
    setScenario({ user: 'br' });
    const { outcome } = await contextAfter([...upToInvoices, 'invoiceNotes'], loadInput('premium-plus-plan', `${payFor(shared, '1002')}&sales=camila`));
    expect(outcome).toEqual({ kind: 'continue' });
    expect(sandboxInvoice(shared)?.note).toEqual({ sales: 'camila' });
  });

  it('part 1 §6 anyone-can-pay: a new load forgets the previous owner', async () => {
    setScenario({ user: 'br' });
    await contextAfter(upToInvoices, loadInput('premium-plus-plan', payFor(shared, '1002')));
    await contextAfter(upToInvoices, loadInput('premium-plus-plan'));
    expect($invoiceOwner.get()).toBeNull();
  });
});
