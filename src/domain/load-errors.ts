/**
 * Load failures of the checkout (part 1 §8, part 2 §4.1 and §8) and the one view each leads to.
 * The load pipeline returns a LoadFailure; the checkout store turns it into a LoadView with loadView().
 */

/** Cases of the /unavailable page (part 1 §2 "Other screens", part 2 §2). */
export const UNAVAILABLE_CASES = ['wordpress', 'template', 'brl_outside_brazil', 'domain_not_renewable'] as const;
export type UnavailableCase = (typeof UNAVAILABLE_CASES)[number];

export type LoadFailure =
  /** Both the plan/fee and the tool lookups failed. */
  | { code: 'plan_or_fee_not_found' }
  | { code: 'plan_or_fee_inactive' }
  /** `currency` is the code that was asked for, when known; the page names it. */
  | { code: 'currency_not_available'; currency: string | null }
  /** `serverMessage` is the office's text for a domain that cannot be renewed; plain text, never HTML. */
  | { code: 'unavailable'; unavailableCase: UnavailableCase; serverMessage: string | null }
  | { code: 'is_team_account' }
  /** Required parameters or login missing: go to the office and leave the checkout unloaded. */
  | { code: 'continue_load' }
  /** The domain order could not be fetched. */
  | { code: 'error_domain' }
  /** Any other failure (network, schema, unexpected reason); `detail` is for the log only. */
  | { code: 'unexpected'; detail: string };

export type LoadFailureCode = LoadFailure['code'];

export type LoadView =
  | { kind: 'notFoundPage' }
  | { kind: 'inactivePage' }
  | { kind: 'currencyNotAvailablePage'; currency: string | null }
  | { kind: 'unavailablePage'; unavailableCase: UnavailableCase; serverMessage: string | null }
  | { kind: 'message'; messageKey: 'errors:account.team_account' }
  | { kind: 'officeRedirect'; staysUnloaded: true }
  | { kind: 'loadError'; messageKey: 'errors:load.load_error'; logDetail: string };

/**
 * The view a load failure leads to (part 1 §4 and §8, part 2 §4.1).
 * Example: loadView({ code: 'continue_load' }) -> { kind: 'officeRedirect', staysUnloaded: true }.
 */
export function loadView(failure: LoadFailure): LoadView {
  switch (failure.code) {
    case 'plan_or_fee_not_found':
      return { kind: 'notFoundPage' };
    case 'plan_or_fee_inactive':
      return { kind: 'inactivePage' };
    case 'currency_not_available':
      return { kind: 'currencyNotAvailablePage', currency: failure.currency };
    case 'unavailable':
      return { kind: 'unavailablePage', unavailableCase: failure.unavailableCase, serverMessage: failure.serverMessage };
    case 'is_team_account':
      return { kind: 'message', messageKey: 'errors:account.team_account' };
    case 'continue_load':
      return { kind: 'officeRedirect', staysUnloaded: true };
    // The spec lists error_domain among the load errors but not among the ones with their own page,
    // so it ends in the load-error state like any other failure, keeping its code for the log.
    case 'error_domain':
      return { kind: 'loadError', messageKey: 'errors:load.load_error', logDetail: 'error_domain' };
    case 'unexpected':
      return { kind: 'loadError', messageKey: 'errors:load.load_error', logDetail: failure.detail };
  }
}

/**
 * Turns a bare reason code from the office or a thrown error into a LoadFailure; codes that need a payload
 * (currency_not_available, unavailable) are built by the rules that know it, so here they only carry what a bare code has.
 * Example: loadFailureFromCode('is_team_account') -> { code: 'is_team_account' };
 * loadFailureFromCode('boom') -> { code: 'unexpected', detail: 'boom' }.
 */
export function loadFailureFromCode(code: string): LoadFailure {
  switch (code) {
    case 'plan_or_fee_not_found':
    case 'plan_or_fee_inactive':
    case 'is_team_account':
    case 'continue_load':
    case 'error_domain':
      return { code };
    case 'currency_not_available':
      return { code, currency: null };
    default:
      return { code: 'unexpected', detail: code };
  }
}

export type UnavailableAction = 'wordpressPro' | 'templateEditor' | 'office';

export interface UnavailableNotice {
  /** Translation key of the message, or null when the server's own message is shown (domain renewal). */
  messageKey: string | null;
  actionLabelKey: string;
  action: UnavailableAction;
}

const UNAVAILABLE_NOTICES: Readonly<Record<UnavailableCase, UnavailableNotice>> = {
  wordpress: {
    messageKey: 'errors:unavailable.wordpress_link_invalid',
    actionLabelKey: 'common:actions.go_to_wordpress_pro',
    action: 'wordpressPro',
  },
  template: {
    messageKey: 'errors:unavailable.template_link_invalid',
    actionLabelKey: 'common:actions.go_to_template_editor',
    action: 'templateEditor',
  },
  brl_outside_brazil: {
    messageKey: 'errors:unavailable.brl_outside_brazil',
    actionLabelKey: 'common:actions.go_to_office',
    action: 'office',
  },
  domain_not_renewable: { messageKey: null, actionLabelKey: 'common:actions.go_to_office', action: 'office' },
};

/**
 * Message and action button of the /unavailable page for a case (part 1 §2, part 2 §2).
 * Example: unavailableNotice('wordpress').action === 'wordpressPro'.
 */
export function unavailableNotice(unavailableCase: UnavailableCase): UnavailableNotice {
  return UNAVAILABLE_NOTICES[unavailableCase];
}
