// The checkout's JavaScript before a payment method is chosen, on the live site: which visits, how one is loaded
// and taken to the method list, and the rows (plus bench-results/checkout-js.json) they make.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmtCheckoutJs, kb } from './format.mjs';
import { PHONE, READY_MARK, waitForReady } from './interactive.mjs';
import { islandEntries } from '../../integrations/chunk-graph.ts';
import { methodPartFiles, moduleScripts, providerFiles } from './payment-chunks.mjs';
import { BUDGET, CHECKOUT_PAGE, fail, OUT, row } from './report.mjs';
import { recordFiles } from './responses.mjs';
import { answerApisFromOffices } from './sites.mjs';

/**
 * The live checkout visits (docs/sandbox.md, "Scenarios"): `user` is the sandbox account the fake office says is
 * logged in (null: a visitor); `shows` is what must be on the page for the row to mean what it says.
 */
const CHECKOUT_VISITS = [
  { path: CHECKOUT_PAGE, who: 'visitor', user: null, shows: [] },
  { path: '/payment/premium-plan-59-eur', who: 'visitor, EUR, VAT widget', user: null, shows: ['section.vat'] },
  { path: CHECKOUT_PAGE, who: 'logged in as us, at step 2', user: 'us', shows: ['.account-identity'], toMethods: {} },
  { path: '/payment/premium-plan-59-eur', who: 'logged in as de, EUR, VAT widget, at step 2', user: 'de', shows: ['.account-identity', 'section.vat'], toMethods: { vatCountry: 'NL' } },
];
/**
 * A visitor can go no further than step 1 without an account (signing up reloads the page logged in), so a
 * visitor's row is taken at the ready checkout. A logged-in row goes on to step 2 and stops there, the buyer having
 * chosen nothing: the step preselects a method (part 2 §4.2) and shows its panel, whose provider chunk loads then
 * (DESIGN.md "Payments"), so that chunk is counted. The VAT widget, when shown, gets a country whose rate applies at
 * once (the Netherlands), then Continuar. Selectors, not texts: the page speaks the account's language.
 */
const METHOD_LIST = '#payment-title';
/** The preselected method's radio; its panel is `#method-panel-<method>` (MethodPanel.tsx, WalletSlot.tsx). */
const CHECKED_METHOD = 'input[name="payment-method"]:checked';

/**
 * Loads a checkout of the live site as its visitor would, the live API origins answered by the fake offices
 * (any other origin is refused and named), and adds up the same-origin JavaScript once the checkout is ready
 * and the network has settled.
 */
async function measureLiveCheckout(browser, base, offices, visit) {
  offices.scenario(visit.user);
  const context = await browser.newContext(PHONE);
  const external = new Set();
  // Registered first, so it sees only what the API routes below leave (Playwright tries the newest route first).
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`)) return route.continue();
    external.add(new URL(url).origin);
    return route.abort('blockedbyclient');
  });
  const apiProblems = await answerApisFromOffices(context, offices);
  const page = await context.newPage();
  const recorded = recordFiles(page, base);
  try {
    const response = await page.goto(`${base}${visit.path}`, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) fail(`live ${visit.path} answered HTTP ${response?.status()}`);
    const html = await response.text();
    if (!(await waitForReady(page, 30_000))) {
      const shot = join(OUT, `not-ready${visit.path.replace(/\//g, '_')}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      fail(`the live checkout ${visit.path} (${visit.who}) never set the '${READY_MARK}' mark (screenshot: ${shot}; API problems: ${apiProblems.join('; ') || 'none'})`);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const missing = [];
    for (const selector of visit.shows) if (!(await page.locator(selector).first().isVisible())) missing.push(selector);
    const method = visit.toMethods && missing.length === 0 ? await goToMethodList(page, visit.toMethods) : null;
    if (visit.toMethods && missing.length === 0 && method === null) missing.push(`${METHOD_LIST} with the preselected method's panel`);
    const { scripts, texts } = await recorded.collect();
    const loaded = scripts.sort((a, b) => b.gzip - a.gzip);
    // DESIGN.md's budget leaves out the provider SDKs, each loaded only for its method: the preselected method's
    // provider chunks, with the chunks only they import, are shown apart (fmtProviders); so are its panel's own
    // parts, fetched for that method only as well (the address block; decision 038, fmtMethodParts).
    const roots = [...islandEntries(html), ...moduleScripts(html)];
    const provider = providerFiles(loaded, roots);
    const part = methodPartFiles(loaded.filter((f) => !provider.has(f.path)), roots);
    const pick = (keep) => loaded.filter((f) => keep(f.path)).map(({ path, gzip }) => ({ path, gzip }));
    const files = pick((path) => !provider.has(path) && !part.has(path));
    const providers = pick((path) => provider.has(path));
    const parts = pick((path) => part.has(path));
    return { files, providers, parts, texts, total: files.reduce((sum, f) => sum + f.gzip, 0), missing, external: [...external], apiProblems, method };
  } finally {
    await context.close();
  }
}

/**
 * From the ready, logged-in step 1 to step 2 with the preselected method's panel shown and the network settled.
 * Resolves with that method ('creditCard', 'googlePay', ...), or null when step 2 or the panel does not show.
 */
export async function goToMethodList(page, { vatCountry }) {
  if (vatCountry) {
    await page.locator('section.vat select').selectOption(vatCountry);
    await page.locator('section.vat button[type=submit]').click();
    await page.locator('section.vat select').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  }
  await page.locator('.account-card button.account-form__submit').click();
  const shown = await page.locator(METHOD_LIST).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  if (!shown) return null;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const method = await page.locator(CHECKED_METHOD).getAttribute('value', { timeout: 5_000 }).catch(() => null);
  if (!method) return null;
  const panel = await page.locator(`#method-panel-${method}`).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  return panel ? method : null;
}

const CHECKOUT_JS = 'JS before a payment method is chosen (gzip, live build)';

export async function measureCheckouts(browser, liveBase, offices) {
  const report = {};
  for (const visit of CHECKOUT_VISITS) {
    console.log(`bench: live ${visit.path} (${visit.who}) ...`);
    const m = await measureLiveCheckout(browser, liveBase, offices, visit);
    report[`${visit.path} (${visit.who})`] = m;
    for (const origin of m.external) console.log(`bench:   blocked a request to ${origin} (not a live API origin)`);
    for (const problem of m.apiProblems) console.log(`bench:   API answer: ${problem}`);
    if (m.missing.length > 0) fail(`live ${visit.path} (${visit.who}) shows no ${m.missing.join(', ')}: the row would not measure what it says`);
    const where = m.method ? `${visit.who}, ${m.method} preselected` : visit.who;
    row(CHECKOUT_JS, `${visit.path} (${where})`, `< ${BUDGET.checkoutJsKb} KB`, fmtCheckoutJs(m), kb(m.total) < BUDGET.checkoutJsKb);
  }
  writeFileSync(join(OUT, 'checkout-js.json'), `${JSON.stringify(report, null, 2)}\n`);
}
