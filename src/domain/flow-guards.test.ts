import { describe, expect, it } from 'vitest';
import {
  brlOutsideBrazilBlock,
  currencyBlock,
  decideInvoice,
  domainRenewalBlock,
  isChargedAmountFlow,
  teamAccountBlock,
  type BrlCountryInput,
  type InvoiceDecision,
} from '~/domain/flow-guards';
import type { FlowKind } from '~/domain/flows';
import type { LoadFailure } from '~/domain/load-errors';

const TEAM: LoadFailure = { code: 'is_team_account' };
const BRL_BLOCK: LoadFailure = { code: 'unavailable', unavailableCase: 'brl_outside_brazil', serverMessage: null };

describe('teamAccountBlock', () => {
  it.each<[string, boolean, FlowKind, LoadFailure | null]>([
    ['part 1 §5: a team account cannot buy a plan', true, 'plan', TEAM],
    ['part 2 §6: a team account cannot buy a fee', true, 'fee', TEAM],
    ['part 1 §5: a team account cannot buy a domain registry', true, 'domainRegistry', TEAM],
    ['part 1 §5: a team account may buy a domain', true, 'domainPurchase', null],
    ['part 1 §5: a team account may buy storage', true, 'storage', null],
    ['part 1 §5: a team account may buy an extra connection', true, 'extraConnection', null],
    ['part 1 §5: a personal account may buy a plan', false, 'plan', null],
  ])('%s', (_, isTeam, flow, expected) => {
    expect(teamAccountBlock(isTeam, flow)).toEqual(expected);
  });
});

describe('brlOutsideBrazilBlock', () => {
  const base: BrlCountryInput = { currency: 'BRL', userCountry: 'PT', allowedBrl: false, flow: 'plan' };
  it.each<[string, Partial<BrlCountryInput>, LoadFailure | null]>([
    ['part 1 §5: BRL outside Brazil is blocked', {}, BRL_BLOCK],
    ['part 1 §5: BRL in Brazil is allowed', { userCountry: 'BR' }, null],
    ['part 1 §5: the country code is read in any case', { userCountry: 'br' }, null],
    ['part 1 §5: allowed-brl=1 lifts the block', { allowedBrl: true }, null],
    ['part 2 §5: a domain purchase lifts the block', { flow: 'domainPurchase' }, null],
    ['part 2 §5: a storage purchase lifts the block', { flow: 'storage' }, null],
    ['part 2 §5: an extra connection lifts the block', { flow: 'extraConnection' }, null],
    ['part 2 §5: a fee in BRL outside Brazil is blocked', { flow: 'fee' }, BRL_BLOCK],
    ['part 1 §5: other currencies are never blocked', { currency: 'USD' }, null],
    ['part 2 §4.1: an unknown country does not block', { userCountry: null }, null],
  ])('%s', (_, overrides, expected) => {
    expect(brlOutsideBrazilBlock({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('currencyBlock', () => {
  it.each<[string, string, LoadFailure | null]>([
    ['part 1 §5: an accepted currency passes', 'ZAR', null],
    ['part 1 §5: another currency is not available', 'XAF', { code: 'currency_not_available', currency: 'XAF' }],
    ['part 1 §5: a lower-case code is not an accepted code', 'usd', { code: 'currency_not_available', currency: 'usd' }],
  ])('%s', (_, currency, expected) => {
    expect(currencyBlock(currency)).toEqual(expected);
  });
});

describe('domainRenewalBlock', () => {
  it.each<[string, { canRenew: boolean; message: string | null }, LoadFailure | null]>([
    ['part 1 §5: a renewable domain passes', { canRenew: true, message: null }, null],
    ['part 1 §2: a domain that cannot be renewed shows the server message', { canRenew: false, message: 'Domínio expirado' },
      { code: 'unavailable', unavailableCase: 'domain_not_renewable', serverMessage: 'Domínio expirado' }],
  ])('%s', (_, check, expected) => {
    expect(domainRenewalBlock(check)).toEqual(expected);
  });
});

describe('isChargedAmountFlow', () => {
  it.each<[string, number | null, number, string | null, boolean]>([
    ['part 1 §4: the ordered plan is the current plan with a charged currency', 12, 12, 'MXN', true],
    ['part 1 §4: another plan is not', 11, 12, 'MXN', false],
    ['part 1 §4: no currency_charged is not', 12, 12, null, false],
    ['part 1 §4: no current plan is not', null, 12, 'MXN', false],
  ])('%s', (_, currentPlanId, orderedPlanId, currencyCharged, expected) => {
    expect(isChargedAmountFlow({ currentPlanId, orderedPlanId, currencyCharged })).toBe(expected);
  });
});

describe('decideInvoice', () => {
  it.each<[string, string | null, { valid: boolean; hasActiveRecurrence: boolean } | null, InvoiceDecision]>([
    ['part 2 §4.1: the URL invoice of the user without active recurrence is reused', '42', { valid: true, hasActiveRecurrence: false }, { action: 'reuse', invoiceId: '42' }],
    ['part 1 §4: an invoice with an active recurrence is replaced silently', '42', { valid: true, hasActiveRecurrence: true }, { action: 'create', notice: null }],
    ['part 2 §5: an invoice of another user is replaced with the notice', '42', { valid: false, hasActiveRecurrence: false },
      { action: 'create', notice: { key: 'errors:load.invoice_not_owned', params: { invoice: '42' } } }],
    ['part 2 §4.1: no invoice in the URL creates one', null, null, { action: 'create', notice: null }],
  ])('%s', (_, invoice, confirmation, expected) => {
    expect(decideInvoice(invoice, confirmation)).toEqual(expected);
  });
});
