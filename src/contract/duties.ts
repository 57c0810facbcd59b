/**
 * What the office and the gateway must do beyond answering each call's schema: the duties the checkout's money
 * safety rests on, most of them not in the spec. Each says what the buyer sees when a backend lacks it, and whether
 * the checkout needs it to take money safely (`required`) or stays safe without it and tells the buyer less
 * (`degrades`, decision 012's addendum says how). The contract document carries them beside the calls
 * (docs/contract/), and the conformance check names each one it finds missing.
 */
export interface Duty {
  id: string;
  title: string;
  /** What the backend must do. */
  rule: string;
  /** What the buyer sees when the backend does not. */
  whenMissing: string;
  need: 'required' | 'degrades';
  /** The operations it binds (ids of src/contract/calls.ts); a trailing `*` takes every id with that prefix. */
  calls: readonly string[];
  /** Where it is decided. */
  source: string;
}

/** The calls that can take money or create a provider object: each carries an idempotency key. */
export const PAYMENT_CREATING = ['createPayment.*', 'createPaymentIntent', 'createSetupIntent', 'debitSavedCard', 'createFuturePayment'] as const;

export const DUTIES: readonly Duty[] = [
  {
    id: 'idempotency-key',
    title: 'One payment per idempotency key',
    rule:
      'Every payment-creating call carries `idempotency_key` (a UUID, at most 64 characters) in its JSON body. For a key seen before with the same ' +
      'body, create nothing and answer the first answer again (status and body), also while the first is still running (wait for it, or answer 409 ' +
      'while it runs). For a key seen with another body, create nothing and answer 409. Never charge twice for one key. Keep each key, per buyer, ' +
      "at least 24 hours after its last send. \"The same body\" leaves out `token_checkout`, which each page load gets anew.",
    whenMissing:
      'The page resends an ambiguous answer (a timeout, a lost connection, a 5xx, a 409) with the same key up to twice: a gateway that ignores the key ' +
      'charges the buyer two or three times for one press.',
    need: 'required',
    calls: PAYMENT_CREATING,
    source: 'decision 012, "What the gateway must do with the key", points 1-4',
  },
  {
    id: 'attempt-lookup',
    title: 'The attempt lookup',
    rule:
      '`GET {office}/br/office/payment-attempts/{key}` answers `{ "attempt": null }` for a key the gateway never received, or the attempt with its ' +
      'state: `paid` (taken), `pending` (a document or code waits for the buyer), `refused` (a definite refusal, nothing charged; an authentication ' +
      'the buyer left ends refused, and the gateway ends that session), `processing` (received, outcome not known yet). Only to the buyer who made ' +
      'the attempt (the session): another buyer\'s key answers `{ "attempt": null }`, as an unknown one. Answered for at least 30 days (the ' +
      'browser keeps an open attempt that long).',
    whenMissing:
      'A buyer who reloads, goes Back, closes the tab mid-payment, abandons a 3-D Secure page or returns from a wallet is never told the payment ' +
      'went through: after three tries the page shows what it knows (amount, method, time), that the payment may have gone through, a link to the ' +
      "office's invoices, and \"I was not charged: pay again\" with a warning. Nothing is resent by itself, but the buyer may pay twice by choice.",
    need: 'degrades',
    calls: ['getPaymentAttempt'],
    source: 'decision 012, point 5, and its addenda',
  },
  {
    id: 'notification-url',
    title: 'The notification URL',
    rule:
      'The payment calls carry `notification_url` = `{PUBLIC_OFFICE_URL}/notifications/payment`. The gateway gives it to the provider (or calls it ' +
      'itself) for every outcome that arrives after the answer: pix and boleto paid, a wallet\'s or a 3-D Secure intent that succeeds in the browser, ' +
      'a processing payment that settles. The office books the payment on that call.',
    whenMissing: 'A pix, boleto, wallet or in-browser 3-D Secure payment is taken but never booked: the buyer paid and the account is not upgraded.',
    need: 'required',
    calls: ['createPayment.*', 'createPaymentIntent', 'createFuturePayment'],
    source: 'part 2 §7 (the field), decision 041',
  },
  {
    id: 'return-urls',
    title: 'Return URLs kept whole',
    rule:
      '`redir_url_after_payment` (3-D Secure, the bank page, PayPal) and the wallet\'s `return_url` are the checkout page with its query. The gateway ' +
      'gives the provider that URL as sent, query included, and the provider\'s own parameters are added to it, never put in its place.',
    whenMissing:
      'The buyer comes back from the bank to a page without the purchase\'s query (its coupon, period, sponsor): the page cannot find the attempt it ' +
      'was finishing, and the buyer is shown the purchase again instead of its outcome.',
    need: 'required',
    calls: ['createPayment.*', 'createPaymentIntent'],
    source: 'decision 012; the rule in src/domain/payment-callback-urls.ts (checkoutReturnUrl)',
  },
  {
    id: 'stripe-intent',
    title: "Provider S's intents",
    rule:
      'The payment intent is created with automatic confirmation and capture, for the amount `amount.first_month ?? amount.value` in Stripe\'s units ' +
      '(the smallest unit of the currency: cents, and whole yen for JPY), in the payload\'s currency; its `client_secret` is answered. A second ' +
      'confirmation of a paid intent is the payment (its status is read), not a refusal. The setup intent is created for off-session use and ' +
      'answers its `client_secret`; the card it saved comes back as `payment_method` (`pm_…`) in the main payment.',
    whenMissing: 'The wallet or the card charges another amount than the one shown (a month for a year, or 100 times the price), or is never captured.',
    need: 'required',
    calls: ['createPaymentIntent', 'createSetupIntent', 'createPayment.provider-s-card'],
    source: 'decision 041 (provider S), decision 056',
  },
  {
    id: 'adyen-action',
    title: "Provider A's action and redirectResult",
    rule:
      "Provider A's answer to a card that needs 3-D Secure passes Adyen's `action` through untouched. On the return, `/payment/3ds/return` " +
      "forwards `redirectResult` to Adyen's `/payments/details` and answers the payment's outcome.",
    whenMissing: 'A European card that needs 3-D Secure can never be paid: the challenge does not open, or the return is refused.',
    need: 'required',
    calls: ['createPayment.provider-a-card', 'verifyThreeDSecureReturn'],
    source: 'decision 041 (provider A)',
  },
  {
    id: 'pending-payment',
    title: 'The pending payment of an invoice',
    rule:
      '`GET {office}/br/office/invoices/pending-payment/{invoiceId}` answers the payment still waiting on the buyer (its boleto, pix code, slip, ' +
      'transfer details), or none; only to the invoice\'s buyer.',
    whenMissing:
      'A buyer who comes back to a pix or boleto does not get its document back: the page says a payment is waiting and sends the buyer to the ' +
      "office's invoices; nothing is created again.",
    need: 'degrades',
    calls: ['getPendingPayment'],
    source: 'decision 033',
  },
  {
    id: 'browser-authentication',
    title: 'The browser authenticates with the session',
    rule:
      'Office and gateway accept the office session cookie, and the gateway the `token_checkout` of the body (the fraud report: the ' +
      '`x-checkout-token` header), instead of the spec\'s basic auth: no credential is in the page. Both answer credentialed CORS for the site\'s ' +
      'origin (`Access-Control-Allow-Origin` the origin, not `*`, and `Access-Control-Allow-Credentials: true`).',
    whenMissing: 'No call of the checkout works from the browser: it shows the load error, and nothing can be paid.',
    need: 'required',
    calls: ['*'],
    source: 'DESIGN.md "Security"',
  },
  {
    id: 'body-fields',
    title: 'Body fields the spec lacks',
    rule:
      'The gateway accepts the fields the checkout adds to the spec\'s bodies: `idempotency_key`, `redir_url_after_payment`, `riskData` and ' +
      '`browserInfo` (provider A), `card-encrypt.brand`, `state`, `payment_method` (provider S, a purchase that charges nothing now), ' +
      '`token_card` in place of the spec\'s `card` object (which the page never sends).',
    whenMissing: 'A strict gateway refuses the payment with 400: the buyer reads that the payment failed.',
    need: 'required',
    calls: ['createPayment.*', 'createPaymentIntent'],
    source: 'DESIGN.md "Security" (no card data), decisions 012, 041, 056',
  },
  {
    id: 'checkout-token-lifetime',
    title: 'The checkout token lives as long as the page',
    rule: 'A `token_checkout` stays valid at least 24 hours, the life of an attempt\'s key: a buyer back after a 3-D Secure page or a night still pays with it.',
    whenMissing: 'A buyer who comes back later is refused with an authentication error and must reload the page to pay.',
    need: 'degrades',
    calls: ['createCheckoutToken'],
    source: 'decision 012 (key lifetime)',
  },
];
