// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../tests/setup/load-input';
import { runLoadSequence } from './load/load-sequence';
import { handNoticeText, NOTICE_TEXT_STORAGE_KEY, noticeTextFor } from './notice-handoff';

beforeEach(() => sessionStorage.clear());

describe('notice texts travel in sessionStorage, not in the URL (DESIGN.md "Security")', () => {
  it('gives the text to the page and URL value it was written for, and to no other', () => {
    handNoticeText({ page: 'currency', match: 'GHS', text: 'Ghana Plan' });
    expect(noticeTextFor('currency', 'GHS')).toBe('Ghana Plan');
    expect(noticeTextFor('currency', 'BRL')).toBeNull();
    expect(noticeTextFor('unavailable', 'GHS')).toBeNull();
    expect(noticeTextFor('currency', null)).toBeNull();
  });

  it('clears the text for a notice without one', () => {
    handNoticeText({ page: 'unavailable', match: 'domain_not_renewable', text: 'x' });
    handNoticeText(null);
    expect(sessionStorage.getItem(NOTICE_TEXT_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value it did not write', () => {
    sessionStorage.setItem(NOTICE_TEXT_STORAGE_KEY, '{"page":"currency","match":"GHS","text":42}');
    expect(noticeTextFor('currency', 'GHS')).toBeNull();
    sessionStorage.setItem(NOTICE_TEXT_STORAGE_KEY, 'not json');
    expect(noticeTextFor('currency', 'GHS')).toBeNull();
  });

  it('part 1 §5: the checkout hands the plan title to /currency-not-available', async () => {
    await expect(runLoadSequence(loadInput('ghana-plan'))).resolves.toEqual({ state: 'leaving', to: '/pt/currency-not-available?currency=GHS' });
    expect(noticeTextFor('currency', 'GHS')).toBe('Ghana Plan');
  });

  it('part 1 §2: the checkout hands the office message to /unavailable for a domain that cannot be renewed', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('domain-purchase', '?payDomain=1&domain=expired-shop.com'));
    expect(noticeTextFor('unavailable', 'domain_not_renewable')).toBe('O domínio expired-shop.com expirou há mais de 40 dias e não pode mais ser renovado.');
  });
});
