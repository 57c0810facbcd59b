import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '~/stores/reset';
import { $copyFeedback, copyCode, copyMessageKey } from './copy-feedback';

describe('copy buttons (part 2 §2 "Copy confirmations")', () => {
  beforeEach(() => resetStores('page'));
  afterEach(() => vi.useRealTimers());

  it('§2: a copied bar code says "Codigo de barra copiado com sucesso" (its key) and writes the code', async () => {
    const clipboard = { writeText: vi.fn(async () => {}) };
    await expect(copyCode('barcode', '34191.79001', clipboard)).resolves.toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith('34191.79001');
    expect(copyMessageKey($copyFeedback.get()!)).toBe('payment:confirmation.barcode_copied');
  });

  it('§2: a copied pix code says "Codigo do PIX copiado com sucesso" (its key)', async () => {
    await copyCode('pix', '000201', { writeText: async () => {} });
    expect(copyMessageKey($copyFeedback.get()!)).toBe('payment:confirmation.pix_copied');
  });

  it('a refused clipboard, or none, gives the failure message (select the code instead)', async () => {
    await expect(copyCode('pix', '000201', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })).resolves.toBe(false);
    expect(copyMessageKey($copyFeedback.get()!)).toBe('payment:confirmation.copy_failed');
    resetStores('page');
    await expect(copyCode('barcode', '1', undefined)).resolves.toBe(false);
    expect($copyFeedback.get()).toMatchObject({ ok: false, code: 'barcode' });
  });

  it('a second copy of the same code is a new announcement (its time differs)', async () => {
    vi.useFakeTimers({ now: 1000 });
    await copyCode('barcode', '1', { writeText: async () => {} });
    const first = $copyFeedback.get();
    vi.setSystemTime(2000);
    await copyCode('barcode', '1', { writeText: async () => {} });
    expect($copyFeedback.get()).not.toBe(first);
    expect($copyFeedback.get()?.at).toBe(2000);
  });
});
