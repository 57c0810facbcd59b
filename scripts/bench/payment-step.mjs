// The checkout's JavaScript up to the payment step with the preselected method's panel shown (the buyer has chosen
// nothing else), on the SANDBOX site: the same logged-in visits as the live rows (checkout-js.mjs), the accounts
// logged in through the sandbox's `sandbox-user` query. No budget (decision 038): the live rows measure the same
// visits on the build buyers load, and carry DESIGN.md's 120 KB.
// Counted: every same-origin JS response but the sandbox-only ones (its start-up, handlers and fixtures: a live build
// has none of them) and the provider chunks (here the sandbox twins), both shown apart. The figure stays well above
// the live one: the sandbox's handlers import the API's schemas at start, so chunks the checkout fetches only later
// (the payment calls, the coupon and VAT checks) arrive with the sandbox; and the sandbox's own islands (workbench,
// status) share the checkout's modules, which groups them into other chunks than a live build's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandEntries } from '../../integrations/chunk-graph.ts';
import { goToMethodList } from './checkout-js.mjs';
import { fileName, fmtPaymentStepJs } from './format.mjs';
import { PHONE, waitForReady } from './interactive.mjs';
import { moduleScripts, providerFiles } from './payment-chunks.mjs';
import { isSandboxStartText, sandboxOnlyFiles } from './plans.mjs';
import { CHECKOUT_PAGE, fail, OUT, row } from './report.mjs';
import { recordFiles } from './responses.mjs';

const STEP_VISITS = [
  { path: CHECKOUT_PAGE, who: 'logged in as us', user: 'us', toMethods: {} },
  { path: '/payment/premium-plan-59-eur', who: 'logged in as de, EUR, VAT widget', user: 'de', toMethods: { vatCountry: 'NL' } },
];

/**
 * A chunk's text without the dependency lists of its dynamic imports of the sandbox's start-up chunk: the retrying
 * import (integrations/chunk-retry.ts) lists that chunk's static imports for preloading, and those names would make
 * the sandbox's handlers and fixtures look reachable from the checkout itself.
 * Example: withoutStartDeps('r(u=>import(u),`./browser.A.js`,import.meta.url,["./fees.B.js"])', files) ends with 'url,[])'.
 * @param {string} text @param {{ path: string, text: string }[]} files
 */
export function withoutStartDeps(text, files) {
  return files
    .filter((f) => isSandboxStartText(f.text))
    .reduce((code, start) => code.replaceAll(new RegExp(`(["'\`]\\./${RegExp.escape(fileName(start.path))}["'\`],import\\.meta\\.url,)\\[[^\\]]*\\]`, 'g'), '$1[]'), text);
}

/**
 * Splits the loaded files: counted, provider chunks (the twins) and sandbox-only.
 * @param {string} html the checkout page @param {{ path: string, gzip: number, text: string }[]} files
 */
export function paymentStepFigures(html, files) {
  // Roots: the islands' and the page's own module scripts. Not its preload links: a sandbox page also preloads the
  // sandbox's start-up and its static imports (integrations/module-preload.ts), which would make them roots.
  const rootNames = [...islandEntries(html), ...moduleScripts(html)];
  const sandboxOnly = sandboxOnlyFiles(rootNames.join(' '), files.map((f) => ({ ...f, text: withoutStartDeps(f.text, files) })));
  const provider = providerFiles(files, rootNames);
  const counted = files.filter((f) => !sandboxOnly.has(f.path) && !provider.has(f.path));
  return {
    total: counted.reduce((sum, f) => sum + f.gzip, 0),
    files: counted.length,
    sandbox: files.filter((f) => sandboxOnly.has(f.path)).reduce((sum, f) => sum + f.gzip, 0),
    providers: files.filter((f) => !sandboxOnly.has(f.path) && provider.has(f.path)).map(({ path, gzip }) => ({ path, gzip })),
  };
}

async function measureStep(browser, base, visit) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const recorded = recordFiles(page, base);
    const url = `${base}${visit.path}?sandbox-user=${visit.user}`;
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) fail(`${url} answered HTTP ${response?.status()}`);
    const html = await response.text();
    if (!(await waitForReady(page, 30_000))) fail(`the sandbox checkout ${url} never became ready`);
    await page.waitForLoadState('networkidle');
    const method = await goToMethodList(page, visit.toMethods);
    if (method === null) fail(`${url}: step 2 with a preselected method's panel did not show`);
    const { scripts: files, texts } = await recorded.collect();
    return { method, html, files, texts };
  } finally {
    await context.close();
  }
}

const STEP_JS = 'JS up to step 2 with the preselected method panel (gzip, sandbox build)';

export async function measurePaymentStepJs(browser, sandboxBase) {
  const report = {};
  for (const visit of STEP_VISITS) {
    console.log(`bench: sandbox ${visit.path} (${visit.who}) to step 2 ...`);
    const { method, html, files, texts } = await measureStep(browser, sandboxBase, visit);
    const m = { ...paymentStepFigures(html, files), texts };
    report[`${visit.path} (${visit.who})`] = { method, ...m, loaded: files.map(({ path, gzip }) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip) };
    // No budget: the live rows (checkout-js.mjs) measure the same visits on the build buyers load (decision 038).
    row(STEP_JS, `${visit.path} (${visit.who}, ${method} preselected)`, '-', fmtPaymentStepJs(m), null);
  }
  writeFileSync(join(OUT, 'payment-step-js.json'), `${JSON.stringify(report, null, 2)}\n`);
}
