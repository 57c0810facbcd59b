import { describe, expect, it } from 'vitest';
import { HttpError } from '~/api/errors';
import { confirmInvoiceUser } from '~/api/invoice/confirm-invoice-user';
import { updateInvoice } from '~/api/invoice/update-invoice';
import { getAccountInfos } from '~/api/sponsor/account-infos';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { setScenario } from '~/sandbox/scenario';
import { sandboxInvoice } from './invoice';

// The sandbox office's side of anyone-can-pay (part 1 §6, §7): `us`'s shared invoice 5004 is confirmed for its
// owner whoever pays it, and get-account-infos names the owner. The global set-up resets the invoice store.
const { anyoneCanPay: shared, someoneElses, reusable } = SANDBOX_INVOICE_IDS;

describe('sandbox office for anyone-can-pay (part 1 §6 anyone-can-pay)', () => {
  it.each([
    ['part 1 §6 anyone-can-pay: the shared invoice is valid for its owner when br pays it', 'br', shared, '1002', true],
    ['part 1 §6 anyone-can-pay: and when the owner pays it', 'us', shared, '1002', true],
    ['part 1 §6 anyone-can-pay: not for another id than the owner\'s', 'br', shared, '1001', false],
    ['part 1 §8: an invoice that is not shared stays valid only for its logged-in owner', 'br', someoneElses, '1002', false],
    ['part 1 §8: nor for someone else asking with the owner\'s id', 'us', reusable, '1001', false],
  ] as const)('%s', async (_row, user, invoice, owner, valid) => {
    setScenario({ user });
    await expect(confirmInvoiceUser(invoice, owner)).resolves.toMatchObject({ valid });
  });

  it.each([
    ['part 1 §6 anyone-can-pay: get-account-infos answers the owner\'s name', '1002', { id: '1002', name: 'John Miller', avatar: null, subdomain: null }],
    ['part 1 §6 anyone-can-pay: any sandbox account by user id', '1001', { id: '1001', name: 'Ana Souza', avatar: null, subdomain: null }],
  ])('%s', async (_row, id, infos) => {
    await expect(getAccountInfos(id)).resolves.toEqual(infos);
  });

  it('part 1 §6 anyone-can-pay: the payer may put notes on the shared invoice, not on another not shared', async () => {
    setScenario({ user: 'br' });
    await updateInvoice(shared, { note: { sales: 'camila' } });
    expect(sandboxInvoice(shared)?.note).toEqual({ sales: 'camila' });
    const error = await updateInvoice(someoneElses, { note: { sales: 'camila' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
  });
});
