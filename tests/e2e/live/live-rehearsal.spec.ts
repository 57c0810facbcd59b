import { expect, paymentCalls, test } from './fixtures';
import { LiveCheckout } from './live-checkout';

/*
 * The live rehearsal (issue 26 item 3, docs/live-rehearsal.md): the LIVE build, served with its own `_headers` CSP,
 * pays once by each method against the office and gateway on their own origins and stand-ins at the providers' hosts.
 * Each journey checks what the buyer sees, exactly one payment call to the gateway, 0 CSP violations (event and
 * report endpoint), 0 page errors and 0 console errors.
 */

test.afterEach(async ({ live }) => {
  live.expectClean();
});

test('the watch sees a CSP violation when there is one (so its 0 means something)', async ({ page, live }) => {
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
  await checkout.payment.method('creditCard').click();
  await checkout.payment.holder().fill('John Miller');
  await checkout.fillStripeCard('4242 4242 4242 4242');
  await checkout.payment.payButton().click();
  await checkout.expectPaid();
  expect(paymentCalls(live.observed).map((call) => call.url)).toEqual(['https://gateway.example.com/payment/provider-s/card']);
});
