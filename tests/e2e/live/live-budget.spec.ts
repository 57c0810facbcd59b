import { gzipSync } from 'node:zlib';
import { islandEntries } from '../../../integrations/chunk-graph';
import { methodPartFiles, moduleScripts, providerFiles } from '../../../scripts/bench/payment-chunks.mjs';
import { LIVE_ENV } from '../../setup/live-env';
import { expect, test } from './fixtures';
import { LiveCheckout } from './live-checkout';

/*
 * DESIGN.md's budget, "the checkout's JavaScript before a payment method is chosen < 120 KB gzipped", checked on every
 * `npm test` and not only by the bench: the heaviest visit the bench measures (a German buyer, EUR with the VAT
 * widget, at step 2 with the preselected method's panel shown), counted as the bench counts it: every same-origin
 * script the page loaded, the preselected method's provider chunks and panel parts apart, with the chunks only they
 * import (scripts/bench/payment-chunks.mjs). The texts are JSON files, not JavaScript.
 */
const BUDGET_BYTES = 120 * 1024;

test.afterEach(async ({ live }) => {
  live.expectClean();
});

test('DESIGN.md budget: a German buyer at step 2 (EUR, VAT widget, the preselected panel shown) has loaded under 120 KB of JavaScript, the provider chunks apart', async ({ page, live }) => {
  const site = new URL(LIVE_ENV.PUBLIC_SITE_URL).origin;
  const scripts = new Map<string, Promise<{ path: string; gzip: number; text: string }>>();
  let html = '';
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== site) return;
    if (url.pathname.startsWith('/payment/') && response.request().resourceType() === 'document') void response.text().then((text) => (html = text));
    if (!url.pathname.endsWith('.js')) return;
    scripts.set(url.pathname, response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body).length, text: body.toString('utf8') })));
  });
  const checkout = new LiveCheckout(page, 'de', live);
  live.buyer('de');
  await checkout.openLoaded('premium-plan-59-eur');
  // The bench's visit: a country whose rate applies at once (the Netherlands), then Continuar.
  await checkout.vat.chooseCountry('NL');
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  const method = await page.locator('input[name="payment-method"]:checked').getAttribute('value');
  await expect(page.locator(`#method-panel-${method}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts.values());
  const roots = [...islandEntries(html), ...moduleScripts(html)];
  expect(roots.length).toBeGreaterThan(0);
  const provider: Set<string> = providerFiles(files, roots);
  const parts: Set<string> = methodPartFiles(files.filter((file) => !provider.has(file.path)), roots);
  const counted = files.filter((file) => !provider.has(file.path) && !parts.has(file.path));
  // The step's provider chunk did load (so it is set apart, not missing).
  expect(provider.size).toBeGreaterThan(0);
  const total = counted.reduce((sum, file) => sum + file.gzip, 0);
  const largest = counted.sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((file) => `${file.path} ${file.gzip}`);
  expect(total, `${total} bytes in ${counted.length} files; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
