// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { walletBridge } from './wallet';
import { forgetWalletReturnInUrl } from './wallet-return';

/*
 * A provider S wallet that leaves the page to confirm comes back to this checkout with Stripe's parameters
 * (https://docs.stripe.com/payments/accept-a-payment?platform=web&ui=elements#web-submit-payment).
 */

const open = (pathAndQuery: string) => history.replaceState(null, '', pathAndQuery);
afterEach(() => open('/'));

describe('the wallet’s return URL and what the return leaves in the address bar', () => {
  it('returns to this checkout with its own query (the purchase’s flow parameters), less what earlier returns added', () => {
    open('/payment/premium-plus-plan?country=br&period=y&aid=777&threeSecure=1&identify=3ds_1&redirectResult=rr&redirect_status=failed&payment_intent=pi_1');
    const back = new URL(walletBridge.returnUrl());
    expect(back.pathname).toBe('/payment/');
    expect([...back.searchParams.keys()].sort()).toEqual(['aid', 'country', 'period']);
  });

  it('takes Stripe’s parameters (the client secret among them) out of the address, keeping the rest', () => {
    open('/payment/premium-plus-plan?country=br&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded');
    forgetWalletReturnInUrl();
    expect(location.pathname + location.search).toBe('/payment/premium-plus-plan?country=br');
  });

  it('leaves an address without them untouched', () => {
    open('/payment/premium-plus-plan?country=br');
    forgetWalletReturnInUrl();
    expect(location.search).toBe('?country=br');
  });
});
