import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_INVOICE_NOTICE_MS } from '~/domain/constants';
import { $notices, clearNotices, dismissNotice, showNotice } from './notice';

describe('timed notices (part 1 §8, part 2 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotices();
    vi.useRealTimers();
  });

  it.each([
    ['part 2 §9: still shown just before 6 s', INVALID_INVOICE_NOTICE_MS - 1, 1],
    ['part 2 §9: gone at 6 s', INVALID_INVOICE_NOTICE_MS, 0],
  ])('%s', (_row, elapsed, count) => {
    showNotice('errors:load.invoice_not_owned', { invoice: '5003' }, INVALID_INVOICE_NOTICE_MS);
    vi.advanceTimersByTime(elapsed);
    expect($notices.get()).toHaveLength(count);
  });

  it('keeps the key and its values for the translation', () => {
    showNotice('errors:load.invoice_not_owned', { invoice: '5003' }, 10);
    expect($notices.get()[0]).toMatchObject({ key: 'errors:load.invoice_not_owned', values: { invoice: '5003' } });
  });

  it('dismisses one notice early and leaves the others', () => {
    const first = showNotice('errors:a', {}, 1000);
    showNotice('errors:b', {}, 1000);
    dismissNotice(first);
    expect($notices.get().map((n) => n.key)).toEqual(['errors:b']);
  });
});
