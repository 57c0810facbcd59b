// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resetStores } from '~/stores/reset';
import { setInitialPeriod } from '../period';
import { $product } from '../session';
import { walletBridge } from './wallet';
import { forgetWalletReturnInUrl } from './wallet-return';
import { checkoutProduct } from '../../../../tests/setup/checkout-fixtures';

/*
 * A provider S wallet that leaves the page to confirm comes back to this checkout with Stripe's parameters
 * (https://docs.stripe.com/payments/accept-a-payment?platform=web&ui=elements#web-submit-payment).
 */

const open = (pathAndQuery: string) => history.replaceState(null, '', pathAndQuery);
afterEach(() => {
  open('/');
  resetStores('page');
});

describe('the wallet’s return URL and what the return leaves in the address bar', () => {
  // The rule itself (which parameters travel) is the domain's: payment-callback-urls.test.ts.
  it('returns to this checkout with its own query (the purchase’s flow parameters), less what earlier returns added, with the period paid', async () => {
    open('/payment/premium-plus-plan?country=br&period=y&aid=777&threeSecure=1&identify=3ds_1&redirectResult=rr&redirect_status=failed&payment_intent=pi_1');
    // A whole product: the cart's computed stores may be listening (vitest shares modules between files).
    $product.set(checkoutProduct({ slug: 'premium-plus-plan' }));
    setInitialPeriod('YEARLY');
    const back = new URL(await walletBridge.returnUrl());
    expect(back.origin + back.pathname).toBe(`${location.origin}/payment/premium-plus-plan`);
    expect(back.search).toBe('?country=br&aid=777&period=y');
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
