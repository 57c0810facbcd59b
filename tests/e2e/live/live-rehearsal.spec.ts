import { LIVE_ENV } from '../../setup/live-env';
import { runClockUntil } from '../support/clock';
import { expect, expectOnePayment, paymentCalls, test } from './fixtures';
import { LiveCheckout, OwnFields } from './live-checkout';
import { stripeApiCalls } from './stand-ins/stripe';

/*
 * The live rehearsal (docs/live-rehearsal.md): the LIVE build, served with its own `_headers` CSP,
 * pays once by each method against the office and gateway on their own origins and stand-ins at the providers' hosts.
 * Each journey checks what the buyer sees, exactly one payment call to the gateway, 0 CSP violations (event and
 * report endpoint), 0 page errors and 0 console errors.
 */

/** The journeys that also run in Chromium 150 (project live-chromium-150): one per kind of provider host. */
const OLDER = { tag: '@chromium-150' };

test.afterEach(async ({ live }) => {
  live.expectClean();
});

test('the watch sees a CSP violation when there is one (so its 0 means something)', OLDER, async ({ page, live }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => live.observed.cspViolations.length).toBe(1);
  expect(live.observed.cspViolations[0]).toContain('script-src');
  // The build's Reporting-Endpoints group `csp` gets the report (PUBLIC_CSP_REPORT_URL).
  await expect.poll(() => live.observed.cspReports.join('\n')).toMatch(/^csp-violation for csp /);
  // What the browser also logs about it is the violation, not a page fault: emptied so the clean check looks at the rest.
  live.observed.cspViolations.length = 0;
  live.observed.cspReports.length = 0;
  live.observed.consoleErrors.length = 0;
});

test('provider S card without 3-D Secure (USD): paid once', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.payByStripeCard('4242 4242 4242 4242');
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/provider-s/card');
});

test('provider S card with 3-D Secure (USD): the issuer challenge, then paid once', OLDER, async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.payByStripeCard('4000 0025 0000 3155');
  await checkout.stripeChallenge().getByRole('button', { name: 'Complete' }).click();
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/provider-s/card');
  // Stripe was asked to confirm the intent the gateway left, with the payment method it named.
  const confirm = stripeApiCalls.find((call) => /^POST \/v1\/payment_intents\/pi_\w+\/confirm$/.test(call.path));
  expect(confirm?.params).toMatchObject({ payment_method: expect.stringMatching(/^pm_/) });
});

test('provider S wallet (Express Checkout, USD): paid once through the payment intent', OLDER, async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await expect(checkout.payment.method('googlePay')).toBeChecked();
  await checkout.stripeFrame('expressCheckout').getByRole('button', { name: 'Pay with Google Pay (stand-in)' }).click();
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/payment-intent');
  // The Stripe.js stand-in held the Elements amount against the intent the gateway created (retrieved with the
  // publishable key) before it confirmed; the confirmation itself carries no Elements amount, as Stripe's does not.
  const intentCalls = stripeApiCalls.filter((call) => call.path.includes('/v1/payment_intents/')).map((call) => call.path.replace(/pi_\w+/, 'pi'));
  expect(intentCalls).toEqual(['GET /v1/payment_intents/pi', 'POST /v1/payment_intents/pi/confirm']);
  expect(Object.keys(stripeApiCalls.find((call) => call.path.endsWith('/confirm'))?.params ?? {}).filter((name) => name.startsWith('elements'))).toEqual([]);
});

test('provider S wallet: an intent created for another amount than the sheet showed is refused before any confirmation ("Failed payment with wallet"), nothing charged', async ({ page, live }) => {
  // The gateway's intent charges 1 more than the Elements amount: changed in the stand-ins' shared intent store when
  // Stripe.js first retrieves it, before the stand-in's own route answers.
  await page.route((url) => url.origin === 'https://api.stripe.com' && url.pathname.startsWith('/v1/payment_intents/'), async (route) => {
    const secret = new URL(route.request().url()).searchParams.get('client_secret') ?? '';
    const intent = live.runtime.paymentIntent(secret);
    if (route.request().method() === 'GET' && intent?.amount !== undefined) live.runtime.savePaymentIntent(secret, { ...intent, amount: intent.amount + 1 });
    await route.fallback();
  });
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.stripeFrame('expressCheckout').getByRole('button', { name: 'Pay with Google Pay (stand-in)' }).click();
  await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:errors.wallet_failed'));
  expect(stripeApiCalls.filter((call) => call.path.endsWith('/confirm'))).toEqual([]);
  const secret = stripeApiCalls.find((call) => call.path.startsWith('GET /v1/payment_intents/'))?.params['client_secret'] ?? '';
  expect(live.runtime.paymentIntent(secret)?.status).toBe('requires_payment_method');
  expectOnePayment(live, '/payment/payment-intent');
});

test('provider S wallet: a second confirmation of the paid intent gets Stripe’s payment_intent_unexpected_state with the intent attached', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.stripeFrame('expressCheckout').getByRole('button', { name: 'Pay with Google Pay (stand-in)' }).click();
  await checkout.expectPaid();
  const confirm = stripeApiCalls.find((call) => call.path.endsWith('/confirm'));
  const secret = confirm?.params['client_secret'] ?? '';
  // Through the Stripe.js stand-in the adapter loaded, as a second confirmPayment would go.
  const second = await page.evaluate(async (clientSecret) => {
    const stripe = (window as unknown as { Stripe: (key: string) => { confirmCardPayment: (secret: string, data: object) => Promise<unknown> } }).Stripe('pk_test_rehearsal');
    return stripe.confirmCardPayment(clientSecret, { payment_method: 'pm_again' });
  }, secret);
  expect(second).toEqual({
    error: expect.objectContaining({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      payment_intent: expect.objectContaining({ id: secret.split('_secret_')[0], status: 'succeeded', amount: live.runtime.paymentIntent(secret)?.amount, currency: 'usd' }),
    }),
  });
  expectOnePayment(live, '/payment/payment-intent');
  // The browser logs the stand-in API's HTTP 400 as a failed resource load: that answer is the point here.
  live.observed.consoleErrors = live.observed.consoleErrors.filter((line) => !/status of 400/.test(line));
});

test('provider S wallet pressed again around a lost answer: Stripe confirmed it, the answer never came; "being checked", the wallet paused, "Check payment" finds it paid: one payment', async ({ page, live }) => {
  // Stripe takes the confirmation (the intent succeeds in the stand-ins' shared store) and the answer is lost on the
  // way back, once: Stripe.js answers api_connection_error.
  await page.route(
    (url) => url.origin === 'https://api.stripe.com' && /\/v1\/payment_intents\/pi_\w+\/confirm$/.test(url.pathname),
    async (route) => {
      const secret = new URLSearchParams(route.request().postData() ?? '').get('client_secret') ?? '';
      const intent = live.runtime.paymentIntent(secret);
      if (intent) live.runtime.savePaymentIntent(secret, { ...intent, status: 'succeeded' });
      await route.abort('failed');
    },
    { times: 1 },
  );
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  const wallet = checkout.stripeFrame('expressCheckout').getByRole('button', { name: 'Pay with Google Pay (stand-in)' });
  await wallet.click();
  await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:status.checking'));
  await expect(checkout.payment.panel('googlePay').getByText(checkout.t('payment:wallet.paused'))).toBeVisible();
  await expect(checkout.payment.panel('googlePay').locator('.wallet-slot__buttons')).toHaveAttribute('inert', '');
  await checkout.payment.payButton('payment:status.check_again').click();
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/payment-intent');
  // The aborted answer is logged by the browser as a failed load: that loss is the point here.
  live.observed.consoleErrors = live.observed.consoleErrors.filter((line) => !/ERR_FAILED/.test(line));
});

test('the api.stripe.com stand-in holds Stripe’s idempotency: the same key replays, the key with other parameters answers 400 idempotency_error', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  const answers = await page.evaluate(async () => {
    const post = async (number: string) => {
      const response = await fetch('https://api.stripe.com/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'rehearsal-key-1' },
        body: new URLSearchParams({ key: 'pk_test_rehearsal', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2034' }),
      });
      return { status: response.status, body: (await response.json()) as { id?: string; error?: { type: string } } };
    };
    return [await post('4242424242424242'), await post('4242424242424242'), await post('5555555555554444')];
  });
  expect(answers[0]?.status).toBe(200);
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual({ status: 400, body: { error: expect.objectContaining({ type: 'idempotency_error' }) } });
  expect(stripeApiCalls.filter((call) => call.path === 'POST /v1/tokens')).toHaveLength(1);
  live.observed.consoleErrors = live.observed.consoleErrors.filter((line) => !/status of 400/.test(line));
});

test('a saved card (USD): debited once', async ({ page, live }) => {
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('saved-cards-en', 'premium-plus-plan');
  await checkout.payment.method('myCards').click();
  await expect(checkout.payment.savedCard('Visa', '4242')).toBeChecked();
  await checkout.payment.payButton().click();
  await checkout.expectPaid();
  expectOnePayment(live, '/payment/token-card/debit');
});

test('the PayPal hand-off (USD): to the office invoice-pay page, no gateway payment', async ({ page, live }) => {
  const office = 'https://office.example.com';
  await page.route(`${office}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Office</title><main><h1>Invoice pay</h1></main></html>' }),
  );
  const checkout = new LiveCheckout(page, 'en', live);
  await checkout.openPaymentStep('us', 'premium-plus-plan');
  await checkout.payment.method('paypal').click();
  await checkout.payment.payButton('payment:button.paypal').click();
  await page.waitForURL(`${office}/invoice-pay/**`);
  const back = new URL(new URL(page.url()).searchParams.get('force_return_url') ?? '');
  // Built from configuration (PUBLIC_SITE_URL), never from the page's own address (DESIGN.md "Security").
  expect(back.origin + back.pathname).toBe(`${LIVE_ENV.PUBLIC_SITE_URL}/payment/premium-plus-plan`);
  await expect(page.getByRole('heading', { name: 'Invoice pay' })).toBeVisible();
  expect(paymentCalls(live.observed)).toEqual([]);
  expect(live.runtime.paymentRecords()).toEqual([]);
});

test.describe('provider B (BRL)', () => {
  const pendingTitle = (checkout: LiveCheckout, key: string) => checkout.page.getByRole('heading', { name: checkout.t(key) });

  test('card: tokenised at Pagar.me (stand-in), paid once with the token only', OLDER, async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'pt', live);
    const fields = new OwnFields(checkout);
    await checkout.openPaymentStep('br', 'premium-plan-149-brl');
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('Ana Souza');
    await fields.type('payment:card.number', '5555555555554444');
    await fields.type('payment:card.expiry', '1234');
    await fields.type('payment:card.cvc', '123');
    await fields.fillBrazilianAddress();
    await checkout.payment.payButton().click();
    await checkout.expectPaid();
    expectOnePayment(live, '/payment/provider-b/card');
  });

  test('boleto: pending once, its document shown', async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'pt', live);
    const fields = new OwnFields(checkout);
    await checkout.openPaymentStep('br', 'premium-plan-149-brl');
    await checkout.payment.method('boleto').click();
    await fields.type('payment:brazil.cpf_cnpj', '52998224725');
    await fields.type('payment:brazil.phone', '11912345678');
    await fields.fillBrazilianAddress();
    await checkout.payment.payButton('payment:button.boleto').click();
    await expect(pendingTitle(checkout, 'payment:confirmation.boleto_title')).toBeFocused();
    expectOnePayment(live, '/payment/provider-b/boleto');
  });

  test('pix: pending once with its QR code, then paid when the gateway says so', async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'pt', live);
    const fields = new OwnFields(checkout);
    await checkout.openPaymentStep('br', 'premium-plan-149-brl');
    await checkout.payment.method('pix').click();
    await fields.type('payment:brazil.cpf_cnpj', '52998224725');
    await page.clock.install();
    await checkout.payment.payButton('payment:button.pix').click();
    await expect(pendingTitle(checkout, 'payment:confirmation.awaiting_payment')).toBeFocused();
    // The sandbox gateway says paid from its third poll on (every 5 s, docs/sandbox.md): the clock skips the wait.
    const paid = pendingTitle(checkout, 'payment:confirmation.pix_paid');
    await runClockUntil(page, async () => (await paid.count()) > 0);
    expectOnePayment(live, '/payment/provider-b/pix');
  });
});

test.describe('provider U (Latin-American country prices)', () => {
  test('card at the MXN price: tokenised at provider U (stand-in), paid once', async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'es', live);
    const fields = new OwnFields(checkout);
    await checkout.openPaymentStep('mx', 'essentials-plan', { country: 'mx' });
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('Sofia Lopez');
    await fields.type('payment:card.number', '4242424242424242');
    await fields.type('latam:card_expiry', '203412');
    await fields.type('payment:card.cvc', '123');
    await checkout.payment.payButton().click();
    await checkout.expectPaid();
    expectOnePayment(live, '/payment/provider-u/card');
  });

  test('cash at the ARS price: pending once with its slip', async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'es', live);
    const fields = new OwnFields(checkout);
    await checkout.openPaymentStep('ar', 'essentials-plan', { country: 'ar' });
    await checkout.payment.method('cash').click();
    await fields.type('latam:state', 'ba');
    await checkout.payment.payButton('payment:button.cash').click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.cash_title') })).toBeFocused();
    expectOnePayment(live, '/payment/provider-u/cash');
  });
});

test.describe('provider A (EUR)', () => {
  /** Step 1's VAT choice of an EUR purchase (part 1 §4): Germany, no VAT number; then on to the payment step. */
  async function chooseVatAndContinue(checkout: LiveCheckout): Promise<void> {
    await checkout.vat.chooseCountry('DE');
    await checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.no'), exact: true }).click();
    await expect(checkout.vat.region()).toContainText(/19\s?%/);
    await checkout.continueButton().click();
  }

  async function openEurStep(checkout: LiveCheckout, query: Record<string, string> = {}): Promise<void> {
    checkout.live.buyer('de');
    await checkout.openLoaded('premium-plan-59-eur', query);
    await chooseVatAndContinue(checkout);
    await expect(checkout.payment.title()).toBeFocused();
  }

  test('card with a 3-D Secure redirect (Adyen Web with stand-in secured fields) from a link with a query: the issuer approves, the return lands at the URL the gateway was given, query kept, and pays once', OLDER, async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'de', live);
    // The link's purchase: yearly, a coupon, a campaign's own parameter (part 1 §2).
    const link = { period: 'y', coupon: 'OFF10', utm_campaign: 'spring' };
    await openEurStep(checkout, link);
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('Lena Weber');
    await checkout.fillAdyenCard('4000 0000 0000 3063');
    await checkout.fillGermanAddress();
    await checkout.payment.payButton().click();
    await page.waitForURL(/^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/threeDS\/redirect/);
    await page.getByRole('link', { name: 'Approve' }).click();
    await page.waitForURL(/redirectResult=/);
    // The return URL the gateway was given: the configured site and path, the link's query (DESIGN.md "Security");
    // the issuer sent the buyer there, not to the page's Referer (the page's origin only, strict-origin-when-cross-origin).
    const given = new URL(String((JSON.parse(paymentCalls(live.observed)[0]?.body ?? '{}') as Record<string, unknown>)['redir_url_after_payment']));
    expect(`${given.origin}${given.pathname}`).toBe(`${LIVE_ENV.PUBLIC_SITE_URL}/payment/premium-plan-59-eur`);
    expect(Object.fromEntries(given.searchParams)).toEqual(link);
    const landed = new URL(page.url());
    expect(`${landed.origin}${landed.pathname}${landed.search}`.startsWith(`${given.href}&threeSecure=1&identify=`)).toBe(true);
    // The VAT choice made before leaving is kept across the redirect (decision 041): the return is verified at once,
    // nothing is asked again.
    await checkout.expectPaid();
    await expect(checkout.vat.region().getByRole('alert')).toHaveCount(0);
    expectOnePayment(live, '/payment/provider-a/card');
    // Adyen Web's state.data: the encrypted fields, the brand and the device fingerprint.
    const sent = JSON.parse(paymentCalls(live.observed)[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent['card-encrypt']).toMatchObject({ encryptedCardNumber: 'tok_sandbox_3063', encryptedExpiryMonth: expect.any(String), encryptedSecurityCode: expect.any(String) });
    expect(JSON.stringify(sent), 'paymentMethod.brand in the card data').toContain('"brand":"visa"');
    expect(JSON.stringify(sent), 'riskData.clientData in the card data').toContain('"clientData":');
    // The return was verified with Adyen's redirectResult (fix 2).
    const verification = live.observed.apiCalls.find((call) => call.url === 'https://gateway.example.com/payment/3ds/return');
    expect(JSON.parse(verification?.body ?? '{}')).toMatchObject({ redirectResult: expect.stringMatching(/^rr_/) });
  });

  test('SEPA: paid once', async ({ page, live }) => {
    const checkout = new LiveCheckout(page, 'de', live);
    await openEurStep(checkout);
    await checkout.payment.method('sepa').click();
    await checkout.payment.sepaOwner().fill('Lena Weber');
    await checkout.payment.sepaIban().fill('DE89370400440532013000');
    await checkout.fillGermanAddress();
    await checkout.payment.payButton().click();
    await checkout.expectPaid();
    expectOnePayment(live, '/payment/sepa');
  });
});

test.describe('decision 048: the page asks the office with its HTML', () => {
  const officeGets = (live: { observed: { apiCalls: { method: string; url: string }[] } }, part: string) =>
    live.observed.apiCalls.filter((call) => call.method === 'GET' && call.url.startsWith(LIVE_ENV.PUBLIC_OFFICE_API_URL) && call.url.includes(part)).map((call) => call.url);

  test('a visitor back from a campaign (its aid cookie): login status, the product, locale by IP and the sponsor are each asked once, and Novo cadastro is there when the checkout is', OLDER, async ({ page, live }) => {
    live.buyer(null);
    // The plans pages keep the campaign's aid in this cookie (decision 042).
    await page.context().addCookies([{ name: 'aid', value: '777', url: LIVE_ENV.PUBLIC_SITE_URL }]);
    // Asked by the page's first script, not by the island: each of the island's files is held until login status has
    // been asked (at most 10 s). Were it asked by the island's code, nothing would ask it while every file is held.
    const loginAsked = page.waitForRequest((request) => request.url().includes('/br/office/login-status'), { timeout: 10_000 }).then(() => true, () => false);
    const releasedWithoutLogin: string[] = [];
    await page.route(`${LIVE_ENV.PUBLIC_SITE_URL}/_astro/**`, async (route) => {
      if (!(await loginAsked)) releasedWithoutLogin.push(route.request().url());
      await route.fallback();
    });
    const checkout = new LiveCheckout(page, 'en', live);
    await checkout.openLoaded('premium-plus-plan');
    // The ready checkout paints with the visitor's first screen: no spinner in its place (first-paint.ts).
    await expect(page.getByRole('heading', { name: checkout.t('checkout:account.registration.title') })).toBeVisible();
    await expect(page.locator('.account-screen-loading')).toHaveCount(0);
    for (const part of ['/br/office/login-status', '/br/office/plan-or-fee/', '/br/office/search-locale-by-ip', '/br/office/get-account-infos']) {
      expect(officeGets(live, part), part).toHaveLength(1);
    }
    expect(releasedWithoutLogin).toEqual([]);
  });

  test('an account\'s return in a new tab starts in its language: the product is asked once, in German', async ({ page, live }) => {
    live.buyer('de');
    await new LiveCheckout(page, 'de', live).openLoaded('premium-plan-59-eur');
    // The first visit guessed the browser's language (en), then asked again in the account's (part 1 §1).
    expect(officeGets(live, '/br/office/plan-or-fee/')).toEqual([
      `${LIVE_ENV.PUBLIC_OFFICE_API_URL}/br/office/plan-or-fee/premium-plan-59-eur?user_lang=en`,
      `${LIVE_ENV.PUBLIC_OFFICE_API_URL}/br/office/plan-or-fee/premium-plan-59-eur?user_lang=de`,
    ]);
    live.observed.apiCalls.length = 0;
    const tab = await page.context().newPage();
    await new LiveCheckout(tab, 'de', live).openLoaded('premium-plan-59-eur');
    expect(officeGets(live, '/br/office/plan-or-fee/')).toEqual([`${LIVE_ENV.PUBLIC_OFFICE_API_URL}/br/office/plan-or-fee/premium-plan-59-eur?user_lang=de`]);
    await tab.close();
  });
});
