import { describe, expect, it } from 'vitest';
import {
  loadFailureFromCode,
  loadView,
  unavailableNotice,
  type LoadFailure,
  type LoadView,
  type UnavailableCase,
  type UnavailableNotice,
} from '~/domain/load-errors';

describe('loadView', () => {
  it.each<[string, LoadFailure, LoadView]>([
    ['part 1 §8: plan_or_fee_not_found shows the not-found page', { code: 'plan_or_fee_not_found' }, { kind: 'notFoundPage' }],
    ['part 2 §8: plan_or_fee_inactive shows the inactive page', { code: 'plan_or_fee_inactive' }, { kind: 'inactivePage' }],
    ['part 1 §5: currency_not_available shows its page with the currency', { code: 'currency_not_available', currency: 'XAF' }, { kind: 'currencyNotAvailablePage', currency: 'XAF' }],
    ['part 2 §8: unavailable shows its page with the case', { code: 'unavailable', unavailableCase: 'template', serverMessage: null }, { kind: 'unavailablePage', unavailableCase: 'template', serverMessage: null }],
    ['part 1 §1: is_team_account shows the team-account message', { code: 'is_team_account' }, { kind: 'message', messageKey: 'errors:account.team_account' }],
    ['part 2 §4.1: continue_load goes to the office and leaves the page unloaded', { code: 'continue_load' }, { kind: 'officeRedirect', staysUnloaded: true }],
    ['part 2 §8: error_domain shows the load-error state', { code: 'error_domain' }, { kind: 'loadError', messageKey: 'errors:load.load_error', logDetail: 'error_domain' }],
    ['part 2 §4.1: any other failure shows the load-error state', { code: 'unexpected', detail: 'HttpError 500' }, { kind: 'loadError', messageKey: 'errors:load.load_error', logDetail: 'HttpError 500' }],
  ])('%s', (_, failure, expected) => {
    expect(loadView(failure)).toEqual(expected);
  });
});

describe('loadFailureFromCode', () => {
  it.each<[string, string, LoadFailure]>([
    ['part 1 §8: plan_or_fee_not_found', 'plan_or_fee_not_found', { code: 'plan_or_fee_not_found' }],
    ['part 1 §8: plan_or_fee_inactive', 'plan_or_fee_inactive', { code: 'plan_or_fee_inactive' }],
    ['part 1 §8: is_team_account', 'is_team_account', { code: 'is_team_account' }],
    ['part 1 §8: continue_load', 'continue_load', { code: 'continue_load' }],
    ['part 2 §8: error_domain', 'error_domain', { code: 'error_domain' }],
    ['part 1 §8: currency_not_available without its currency', 'currency_not_available', { code: 'currency_not_available', currency: null }],
    ['part 2 §4.1: an unknown code is unexpected', 'timeout', { code: 'unexpected', detail: 'timeout' }],
  ])('%s', (_, code, expected) => {
    expect(loadFailureFromCode(code)).toEqual(expected);
  });
});

describe('unavailableNotice', () => {
  it.each<[string, UnavailableCase, UnavailableNotice]>([
    ['part 1 §2: a WordPress link without order leads to WordPress PRO', 'wordpress',
      { messageKey: 'errors:unavailable.wordpress_link_invalid', actionLabelKey: 'common:actions.go_to_wordpress_pro', action: 'wordpressPro' }],
    ['part 1 §2: a template link without tp_slug leads to the template editor', 'template',
      { messageKey: 'errors:unavailable.template_link_invalid', actionLabelKey: 'common:actions.go_to_template_editor', action: 'templateEditor' }],
    ['part 1 §2: BRL outside Brazil leads to the office', 'brl_outside_brazil',
      { messageKey: 'errors:unavailable.brl_outside_brazil', actionLabelKey: 'common:actions.go_to_office', action: 'office' }],
    ['part 1 §2: a domain that cannot be renewed shows the server message and leads to the office', 'domain_not_renewable',
      { messageKey: null, actionLabelKey: 'common:actions.go_to_office', action: 'office' }],
  ])('%s', (_, unavailableCase, expected) => {
    expect(unavailableNotice(unavailableCase)).toEqual(expected);
  });
});
