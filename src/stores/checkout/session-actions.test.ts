import { afterEach, describe, expect, it } from 'vitest';
import { getLoginStatus } from '~/api/account/login-status';
import { setScenario } from '~/sandbox/scenario';
import { $coupon } from './coupon/coupon';
import { $invoiceNotes, setInvoiceNote } from './load/invoice-notes';
import { $dir } from './language';
import { loadInput } from '../../../tests/setup/load-input';
import { runLoadSequence } from './load/load-sequence';
import { $notices, showNotice } from './notice';
import { $aid, $invoice, $lang, $product, $user } from './session';
import { resetLoadStores, setUser } from './session-actions';

afterEach(() => resetLoadStores());

describe('setUser (part 1 §1, §4)', () => {
  it.each([
    ['part 1 §1: a logged-in user sets the page language', 'mx', 'Sofía Hernández', 'es'],
    ['part 1 §4: a visitor answer clears the user', null, null, 'en'],
  ])('%s', async (_row, user, name, lang) => {
    $lang.set('en');
    setScenario({ user });
    setUser((await getLoginStatus()).user);
    expect([$user.get()?.name ?? null, $lang.get(), $dir.get()]).toEqual([name, lang, 'ltr']);
  });
});

describe('resetLoadStores', () => {
  it('part 1 §4: a reload starts from nothing: product, invoice, note, notices and coupon', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plus-plan', '?coupon=OFF10&aid=777'));
    setInvoiceNote({ sales: 'x' });
    showNotice('errors:x', {}, 1000);
    resetLoadStores();
    expect([$product.get(), $invoice.get(), $user.get(), $aid.get(), $invoiceNotes.get(), $notices.get(), $coupon.get()])
      .toEqual([null, null, null, '', {}, [], { status: 'none' }]);
  });
});
