// The plans island on the simulated phone (decision 015): the time from the visitor's tap on "Tem um cupom?" to a
// coupon field they can type in (focused; the island keeps what is typed before it hydrates), to Aplicar taking the
// typed code (held until the island wakes), to the hydrated island, and to the office's answer.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/setup/browser.ts';
import { fmtLoad, fmtRuns, median } from './format.mjs';
import { PHONE, throttle } from './interactive.mjs';
import { COUPON_TOGGLE } from './plans.mjs';
import { BUDGET, fail, row } from './report.mjs';
import { http2Front, localCertificate } from './sites.mjs';

export const COUPON_PAGE = '/pt/plans';
const RUNS = 3;

/**
 * In the page, before the tap: `window.__couponReady` resolves with the ms from the tap (its pointerdown) to
 * - focused: the coupon field has the focus (the visitor can type);
 * - usable: the field holds the typed code and Aplicar is on (a press now is held until the island wakes, decision 015);
 * - hydrated: the island is hydrated (Astro removes `ssr`);
 * - answered: the office's answer shows (a price on the cards, or its reason): the early press was sent.
 */
function watchCouponReady() {
  window.__couponReady = new Promise((done) => {
    const times = { tapped: null, focused: null, usable: null, hydrated: null, answered: null };
    const since = () => performance.now() - times.tapped;
    const check = () => {
      if (times.tapped === null) return;
      const field = document.getElementById('plans-coupon');
      if (document.activeElement === field) times.focused ??= since();
      const apply = field?.form?.querySelector('button[type="submit"]');
      if (field?.value && apply && !apply.disabled) times.usable ??= since();
      if (document.querySelector('astro-island[ssr]') === null) times.hydrated ??= since();
      // The office's answer: a price on the cards, or its reason (a visitor is told to log in, part 1 §5).
      if (document.querySelector('.coupon-price, .coupon__error') !== null) times.answered ??= since();
      if (Object.values(times).every((t) => t !== null)) done(times);
    };
    document.addEventListener('pointerdown', () => (times.tapped ??= performance.now()), { capture: true });
    for (const type of ['focusin', 'input']) document.addEventListener(type, () => setTimeout(check), true);
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function timedTap(browser, base) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${base}${COUPON_PAGE}`, { waitUntil: 'networkidle' });
    await page.evaluate(watchCouponReady);
    await page.locator(COUPON_TOGGLE).tap();
    // The visitor types as soon as the field has the focus and presses Aplicar at once.
    await page.waitForFunction(() => document.activeElement?.id === 'plans-coupon', null, { timeout: 30_000 });
    await page.keyboard.type('OFF10');
    await page.keyboard.press('Enter');
    const times = await Promise.race([page.evaluate(() => window.__couponReady), page.waitForTimeout(30_000).then(() => null)]);
    if (times === null) fail(`${COUPON_PAGE}: the coupon typed and applied right after the tap got no answer on screen within 30 s`);
    return times;
  } finally {
    await context.close();
  }
}

/** The row: the tap-to-usable-field time on the simulated phone, over HTTP/2 like a CDN, median of fresh contexts. */
export async function measureCouponReady(executable, base) {
  const loadBefore = loadavg()[0];
  const tls = localCertificate();
  const front = tls ? await http2Front(base, tls) : null;
  const trust = tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [];
  const browser = await chromium.launch({ executablePath: executable, args: [...CHROMIUM_ARGS, ...trust] });
  try {
    console.log(`bench: ${COUPON_PAGE}, tap on the coupon box on the simulated mobile, ${RUNS} fresh contexts ...`);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const times = await timedTap(browser, front?.base ?? base);
      console.log(`bench:   run ${i + 1}: field focused ${Math.round(times.focused)} ms, code and Aplicar usable ${Math.round(times.usable)} ms, island hydrated ${Math.round(times.hydrated)} ms, answer shown ${Math.round(times.answered)} ms`);
      runs.push(times);
    }
    const of = (name) => runs.map((times) => times[name]);
    const profile = `simulated mobile, ${tls ? 'HTTP/2' : 'HTTP/1.1 (no local certificate)'}`;
    const budget = `< ${BUDGET.couponReadyMs} ms`;
    row(`tap on the coupon box to a focused coupon field (typing kept), ${profile}`, COUPON_PAGE, budget, fmtRuns(of('focused')), median(of('focused')) < BUDGET.couponReadyMs);
    row(`tap to a typed code with Aplicar on (a press is held until the island wakes), ${profile}`, COUPON_PAGE, budget, fmtRuns(of('usable')), median(of('usable')) < BUDGET.couponReadyMs);
    row(`tap to the hydrated island (React running), ${profile}`, COUPON_PAGE, '-', fmtRuns(of('hydrated')), null);
    row(`tap, type and Aplicar at once, to the office's answer on screen, ${profile}`, COUPON_PAGE, '-', fmtRuns(of('answered')), null);
    row('machine load while timing the tap (1-min average, before and after)', '-', '-', fmtLoad([loadBefore, loadavg()[0]], availableParallelism()), null);
  } finally {
    await browser.close();
    await front?.close();
  }
}
