/**
 * Where the sandbox bank's challenge page sends the buyer back (bank-challenge.ts): the URL the gateway was given
 * (the payment's `redir_url_after_payment`, which the gateway put in the challenge URL's `return`), with
 * `threeSecure=1`, the session's `identify` and, as Adyen appends it, its `redirectResult`
 * (https://docs.adyen.com/online-payments/build-your-integration/additional-use-cases/handle-redirect-result/).
 * Never the page the buyer came from (the Referer): a real bank does not get the checkout's query from it. Only a
 * checkout page of the bank's own origin (the sandbox's) is followed; anything else is null.
 * Example: bankReturnUrl(new URL('http://localhost/sandbox/three-d-secure?identify=3ds_1&return=http%3A%2F%2Flocalhost%2Fpayment%2Fx%3Fperiod%3Dy'), 'rr_1')
 *   -> http://localhost/payment/x?period=y&threeSecure=1&identify=3ds_1&redirectResult=rr_1
 */
export function bankReturnUrl(challenge: URL, redirectResult: string | null): URL | null {
  const identify = challenge.searchParams.get('identify') ?? '';
  let back: URL;
  try {
    back = new URL(challenge.searchParams.get('return') ?? '', challenge.origin);
  } catch {
    return null;
  }
  if (identify === '' || back.origin !== challenge.origin || !back.pathname.startsWith('/payment/')) return null;
  back.searchParams.set('threeSecure', '1');
  back.searchParams.set('identify', identify);
  if (redirectResult) back.searchParams.set('redirectResult', redirectResult);
  return back;
}
