import { describe, expect, it } from 'vitest';
import { faultPathMatches } from './faults';

describe('sandbox fault path (QA names one call exactly)', () => {
  it.each([
    ['/sandbox-api/office/br/office/login', 'login', true],
    ['/sandbox-api/office/br/office/login-status', 'login', false],
    ['/sandbox-api/office/br/office/login-status', 'login-status', true],
    ['/sandbox-api/gateway/vat/fee/NL', '/vat/fee', true],
    ['/sandbox-api/gateway/vat/fees', '/vat/fee', false],
    ['/sandbox-api/office/br/office/invoice/create', 'invoice/create', true],
    ['/sandbox-api/office/br/office/invoice/created', 'invoice/create', false],
    ['/sandbox-api/office/br/office/plan-or-fee/premium-plus-plan', 'plan-or-fee', true],
    ['/sandbox-api/office/anything', '', true],
  ])('%s with fault path %s: %s', (pathname, faultPath, expected) => {
    expect(faultPathMatches(pathname, faultPath)).toBe(expected);
  });
});
