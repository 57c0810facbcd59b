// Card fields usable within 1 s of choosing the card, on the simulated phone (the sandbox's provider S twin): the
// time from the tap on "Cartão de crédito" to the sandbox card frame's number field being editable, and to the
// frame's first report to the checkout (its script runs: formatting and completeness work). When the card is the
// preselected method, another method is chosen first, so the tap really chooses the card. On the way, the layout
// shift from the tap on Continuar to the settled step 2 (its wallet twin answering late; decision 044).
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/setup/browser.ts';
import { fmtLoad, fmtRuns, median } from './format.mjs';
import { PHONE, throttle, waitForReady } from './interactive.mjs';
import { BUDGET, CHECKOUT_PAGE, fail, row } from './report.mjs';
import { http2Front, localCertificate } from './sites.mjs';

const RUNS = 3;
/** A Brazilian account (part 2 §2's labels in Portuguese), a USD plan: provider S for the card. */
const CARD_VISIT = { path: CHECKOUT_PAGE, user: 'br', locale: 'pt-BR', card: 'Cartão de crédito', number: 'Número do cartão' };

/**
 * In the page, before the tap: `window.__cardReady` resolves with the ms from the tap (its pointerdown) to the card
 * frame's number field being editable (in the document, enabled, not read-only, laid out and visible) and to the
 * frame's first `sandbox-card:status` message (src/sandbox/card-frame/frame.ts).
 */
function watchCardReady() {
  window.__cardReady = new Promise((done) => {
    let tapped = null;
    let editable = null;
    let reported = null;
    document.addEventListener('pointerdown', () => (tapped ??= performance.now()), { capture: true });
    window.addEventListener('message', (event) => {
      if (tapped !== null && reported === null && event.origin === location.origin && event.data?.type === 'sandbox-card:status') reported = performance.now() - tapped;
    });
    const check = () => {
      if (tapped !== null && editable === null) {
        const frame = document.querySelector('#method-panel-creditCard iframe.provider-frame');
        const input = frame?.contentDocument?.getElementById('card-number');
        const usable = input && !input.disabled && !input.readOnly && frame.checkVisibility() && input.getBoundingClientRect().width > 0;
        if (usable) editable = performance.now() - tapped;
      }
      if (editable !== null && reported !== null) done({ editable, reported });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Resolves once the page has started no request for `quietMs` (its resource entries, service-worker fetches
 * included, stop growing): Playwright's network idle does not see the requests the sandbox's service worker makes.
 */
async function settle(page, quietMs = 1500, timeoutMs = 30_000) {
  const count = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  const started = Date.now();
  let last = await count();
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() - started < timeoutMs) {
    await page.waitForTimeout(250);
    const now = await count();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/**
 * In the page, before the tap on Continuar: adds up the layout shifts from then on that no input explains (the
 * Layout Instability API's `hadRecentInput`, as CLS counts them), with what moved, into `window.__stepShifts`.
 */
function watchStepShifts() {
  window.__stepShifts = { cls: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__stepShifts.cls += entry.value;
      for (const source of entry.sources) window.__stepShifts.moved.push(`${source.node?.className || source.node?.nodeName || '?'} ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}`);
    }
  }).observe({ type: 'layout-shift' });
}

async function timedCardChoice(browser, base) {
  const context = await browser.newContext({ ...PHONE, locale: CARD_VISIT.locale });
  try {
    const page = await context.newPage();
    const workers = await throttle(context, page);
    const url = `${base}${CARD_VISIT.path}?sandbox-user=${CARD_VISIT.user}`;
    await page.goto(url, { waitUntil: 'commit' });
    if (!(await waitForReady(page, 60_000))) fail(`${url} never became ready on the simulated mobile`);
    await settle(page);
    await page.evaluate(watchStepShifts);
    await page.locator('.account-card button.account-form__submit').tap();
    const card = page.getByRole('radio', { name: CARD_VISIT.card });
    await card.waitFor({ timeout: 30_000 });
    await settle(page);
    const shifts = await page.evaluate(() => window.__stepShifts);
    let first = null;
    if (await card.isChecked()) {
      first = page.locator('input[name="payment-method"]:not(:checked)').first();
      const other = await first.getAttribute('value');
      await first.tap();
      await page.locator(`#method-panel-${other}`).waitFor({ timeout: 30_000 });
      await settle(page);
    }
    await page.evaluate(watchCardReady);
    await card.tap();
    const times = await Promise.race([page.evaluate(() => window.__cardReady), page.waitForTimeout(30_000).then(() => null)]);
    if (times === null) fail(`${url}: the card frame's number field was not editable, or the frame never reported, within 30 s of choosing the card`);
    // The field timed is the one the buyer types in: typing reaches it and the frame formats it.
    const number = page.frameLocator('#method-panel-creditCard iframe.provider-frame').getByRole('textbox', { name: CARD_VISIT.number });
    await number.pressSequentially('42424242');
    if ((await number.inputValue()) !== '4242 4242') fail(`${url}: the card number field did not take and format what was typed`);
    if (workers.errors.length > 0) fail(`could not throttle the service worker: ${workers.errors.join('; ')}`);
    return { ...times, switched: first !== null, shifts };
  } finally {
    await context.close();
  }
}

/** The rows: tap on the card method to an editable card-number field, median of fresh contexts, over HTTP/2. */
export async function measureCardReady(executable, sandboxBase) {
  const loadBefore = loadavg()[0];
  const tls = localCertificate();
  const front = tls ? await http2Front(sandboxBase, tls) : null;
  const trust = tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [];
  const browser = await chromium.launch({ executablePath: executable, args: [...CHROMIUM_ARGS, ...trust] });
  try {
    console.log(`bench: ${CHECKOUT_PAGE} step 2, tap on "${CARD_VISIT.card}" on the simulated mobile (sandbox), ${RUNS} fresh contexts ...`);
    const editable = [];
    const reported = [];
    const cls = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = await timedCardChoice(browser, front?.base ?? sandboxBase);
      console.log(`bench:   run ${i + 1}: number field editable ${Math.round(t.editable)} ms, frame reported ${Math.round(t.reported)} ms${t.switched ? ' (card was preselected: another method chosen first)' : ''}`);
      console.log(`bench:   run ${i + 1}: layout shift opening step 2 ${t.shifts.cls.toFixed(3)}${t.shifts.moved.length > 0 ? ` (moved: ${t.shifts.moved.join(', ')})` : ''}`);
      editable.push(t.editable);
      reported.push(t.reported);
      cls.push(t.shifts.cls);
    }
    const profile = `simulated mobile, sandbox, ${tls ? 'HTTP/2' : 'HTTP/1.1 (no local certificate)'}`;
    const budget = `< ${BUDGET.cardFieldsMs} ms`;
    row(`tap on ${CARD_VISIT.card} to an editable card number field (sandbox frame), ${profile}`, CHECKOUT_PAGE, budget, fmtRuns(editable), median(editable) < BUDGET.cardFieldsMs);
    row(`tap on ${CARD_VISIT.card} to the card frame's first report (its script running; information)`, CHECKOUT_PAGE, '-', fmtRuns(reported), null);
    // Decision 044: the step and its method list (a wallet answering late) move nothing the buyer sees.
    row(`layout shift from Continuar to the settled step 2 (CLS, worst of ${RUNS}), ${profile}`, CHECKOUT_PAGE, '0', Math.max(...cls).toFixed(3), Math.max(...cls) < 0.001);
    row('machine load while timing the card choice (1-min average, before and after)', '-', '-', fmtLoad([loadBefore, loadavg()[0]], availableParallelism()), null);
  } finally {
    await browser.close();
    await front?.close();
  }
}
