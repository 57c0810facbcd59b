import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../tests/setup/load-input';
import { sourceModules, SRC } from '../../tests/setup/source-imports';
import { $registrationDraft } from './checkout/account/registration';
import { $period } from './checkout/period';
import { $coupon } from './checkout/coupon/coupon';
import { $invoiceNotes, setInvoiceNote } from './checkout/invoice-notes';
import { runLoadSequence } from './checkout/load/load-sequence';
import { $notices, showNotice } from './checkout/notice';
import { $aid, $invoice, $lang, $product, $user } from './checkout/session';
import { resetStores } from './reset';

async function loadedPage(): Promise<void> {
  setScenario({ user: 'br' });
  await runLoadSequence(loadInput('premium-plus-plan', '?coupon=OFF10&aid=777'));
  setInvoiceNote({ sales: 'x' });
  showNotice('errors:x', {}, 1000);
  $registrationDraft.setKey('name', 'Ana');
  $period.set('YEARLY');
}

describe('resetStores', () => {
  it("part 1 §4: 'load' empties what a load learned (product, invoice, note, notices, coupon), not what was typed", async () => {
    await loadedPage();
    expect($product.get()).not.toBeNull();
    resetStores('load');
    expect([$product.get(), $invoice.get(), $user.get(), $aid.get(), $invoiceNotes.get(), $notices.get(), $coupon.get()])
      .toEqual([null, null, null, '', {}, [], { status: 'none' }]);
    expect([$registrationDraft.get().name, $period.get(), $lang.get()]).toEqual(['Ana', 'YEARLY', 'pt']);
  });

  it("'page' empties every store, the load's and the page's", async () => {
    await loadedPage();
    resetStores('page');
    expect([$product.get(), $registrationDraft.get().name, $period.get(), $lang.get()]).toEqual([null, '', 'MONTHLY', 'en']);
  });

  it('every store in src/stores is declared with its reset (resettable), so none can be forgotten', () => {
    const bare = sourceModules()
      .filter((m) => m.startsWith('stores/'))
      .flatMap((m) => readFileSync(`${SRC}/${m}`, 'utf8').split('\n').map((line, i) => ({ m, line, i })))
      .filter(({ line }) => /=\s*(atom|map)\s*[<(]/.test(line) && !line.includes('resettable('))
      .map(({ m, i, line }) => `${m}:${i + 1} ${line.trim()}`);
    expect(bare).toEqual([]);
  });
});
