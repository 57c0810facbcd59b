import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_INVOICE_NOTICE_MS } from '~/domain/constants';
import { $notices, clearNotices, dismissNotice, holdNotice, showNotice } from './notice';

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

  it('WCAG 2.2.1: a notice held by the pointer or the focus outlives its 6 s, and gets its whole time again once let go', () => {
    const id = showNotice('errors:load.invoice_not_owned', { invoice: '5003' }, INVALID_INVOICE_NOTICE_MS);
    vi.advanceTimersByTime(INVALID_INVOICE_NOTICE_MS - 1000);
    holdNotice(id, 1); // the pointer arrives
    holdNotice(id, 1); // the focus arrives
    vi.advanceTimersByTime(60_000);
    holdNotice(id, -1); // the pointer leaves, the focus is still in it
    vi.advanceTimersByTime(60_000);
    expect($notices.get()).toHaveLength(1);
    holdNotice(id, -1); // the focus leaves
    vi.advanceTimersByTime(INVALID_INVOICE_NOTICE_MS - 1);
    expect($notices.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notices.get()).toHaveLength(0);
  });

  it('a hold on a notice already gone changes nothing, and a leave without an arrival does not stop its time', () => {
    const id = showNotice('errors:a', {}, 1000);
    holdNotice(id, -1);
    vi.advanceTimersByTime(1000);
    expect($notices.get()).toHaveLength(0);
    holdNotice(id, 1);
    expect($notices.get()).toHaveLength(0);
  });

  it('dismisses one notice early and leaves the others', () => {
    const first = showNotice('errors:a', {}, 1000);
    showNotice('errors:b', {}, 1000);
    dismissNotice(first);
    expect($notices.get().map((n) => n.key)).toEqual(['errors:b']);
  });
});
