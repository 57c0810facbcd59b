import { afterEach, describe, expect, it } from 'vitest';
import type { LoadFailure } from '~/domain/load-errors';
import { loadInput, TEST_OFFICE_URL } from '../../../../../tests/setup/load-input';
import { $lang } from '../../session';
import { createLoadContext } from './context';
import { failureStatus, noticePageUrl } from './exit';

describe('failureStatus (part 1 §2, §4, §8; part 2 §4.1)', () => {
  afterEach(() => $lang.set('en'));

  it.each<[string, LoadFailure, unknown]>([
    ['part 1 §8: not found goes to the not-found page', { code: 'plan_or_fee_not_found' }, { state: 'leaving', to: '/es/not-found-plan-or-fee?slug=x-plan' }],
    ['part 1 §2: currency not available names the currency', { code: 'currency_not_available', currency: 'GHS' },
      { state: 'leaving', to: '/es/currency-not-available?currency=GHS' }],
    ['part 1 §2: unavailable carries its case', { code: 'unavailable', unavailableCase: 'template', serverMessage: null },
      { state: 'leaving', to: '/es/unavailable?case=template' }],
    ['part 1 §2: a domain renewal refusal leaves without the server message in the URL (decision 013)', { code: 'unavailable', unavailableCase: 'domain_not_renewable', serverMessage: 'não & mais' },
      { state: 'leaving', to: '/es/unavailable?case=domain_not_renewable' }],
    ['part 1 §1: a team account is blocked with its message', { code: 'is_team_account' }, { state: 'blocked', messageKey: 'errors:account.team_account' }],
    ['part 1 §4: continue_load leaves for the office, unloaded', { code: 'continue_load' }, { state: 'leaving', to: TEST_OFFICE_URL }],
    ['part 2 §8: error_domain is the load-error view', { code: 'error_domain' }, { state: 'error', messageKey: 'errors:load.load_error' }],
    ['part 1 §4: any other failure is the load-error view', { code: 'unexpected', detail: 'x' }, { state: 'error', messageKey: 'errors:load.load_error' }],
    ['part 1 §2: the inactive page of the slug (no currency known without a product)', { code: 'plan_or_fee_inactive' }, { state: 'leaving', to: '/es/plan-or-fee-inactive/x-plan' }],
  ])('%s', (_row, failure, expected) => {
    $lang.set('es');
    expect(failureStatus(failure, createLoadContext(loadInput('x-plan')))).toEqual(expected);
  });

  it.each([
    ['part 1 §2: no prefix in English', 'en', '/unavailable?case=wordpress'],
    ['part 1 §2: the page language prefix', 'pt', '/pt/unavailable?case=wordpress'],
  ] as const)('%s', (_row, lang, url) => {
    $lang.set(lang);
    expect(noticePageUrl('/unavailable', { case: 'wordpress', message: null })).toBe(url);
  });
});
