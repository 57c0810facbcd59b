import { describe, expect, it } from 'vitest';
import { bankReturnUrl } from './bank-return';

const given = 'http://localhost/payment/premium-plan-59-eur?aid=777&period=y&coupon=FREE100';
const challenge = (query: Record<string, string>) => new URL(`http://localhost/sandbox/three-d-secure?${new URLSearchParams(query)}`);

describe('the sandbox bank sends the buyer back to the URL the gateway was given (part 2 §4.4; Adyen returns to the payment’s returnUrl)', () => {
  it('the redir_url_after_payment as given, its query kept, with threeSecure, identify and Adyen’s redirectResult appended', () => {
    expect(bankReturnUrl(challenge({ identify: '3ds_sandbox_1', return: given }), 'rr_sandbox_2')?.href).toBe(`${given}&threeSecure=1&identify=3ds_sandbox_1&redirectResult=rr_sandbox_2`);
  });

  it('an earlier return’s session in the given URL is replaced by this one', () => {
    const back = bankReturnUrl(challenge({ identify: '3ds_sandbox_9', return: `${given}&threeSecure=1&identify=3ds_sandbox_1&redirectResult=rr_old` }), 'rr_new');
    expect(back?.searchParams.getAll('identify')).toEqual(['3ds_sandbox_9']);
    expect(back?.searchParams.getAll('redirectResult')).toEqual(['rr_new']);
  });

  it.each<[string, Record<string, string>]>([
    ['another origin', { identify: '3ds_1', return: 'https://evil.example/payment/x' }],
    ['a page that is not a checkout', { identify: '3ds_1', return: 'http://localhost/office' }],
    ['no return URL at all (the bank never reads the Referer instead)', { identify: '3ds_1' }],
    ['no session', { return: given }],
  ])('follows nothing to %s', (_name, query) => {
    expect(bankReturnUrl(challenge(query), 'rr_1')).toBeNull();
  });
});
