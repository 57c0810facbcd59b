// The plans island on the simulated phone (decision 015): the time from the visitor's tap on "Tem um cupom?" to a
// coupon field they can type in (focused; the island keeps what is typed before it hydrates), and to the hydrated
// island (the field focused and driven by React: Aplicar checks what was typed).
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
 * In the page, before the tap: `window.__couponReady` resolves with the ms from the tap (its pointerdown) to the
 * coupon field's focus, and to the moment it has the focus in a hydrated island (Astro removes `ssr` then).
 */
function watchCouponReady() {
  window.__couponReady = new Promise((done) => {
    let tapped = null;
    let focused = null;
    const check = () => {
      if (tapped === null || document.activeElement?.id !== 'plans-coupon') return;
      focused ??= performance.now() - tapped;
      if (document.querySelector('astro-island[ssr]') === null) done({ focused, hydrated: performance.now() - tapped });
    };
    document.addEventListener('pointerdown', () => (tapped ??= performance.now()), { capture: true });
    document.addEventListener('focusin', check, true);
    new MutationObserver(check).observe(document.body, { subtree: true, attributeFilter: ['ssr'] });
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
    const times = await Promise.race([page.evaluate(() => window.__couponReady), page.waitForTimeout(30_000).then(() => null)]);
    if (times === null) fail(`${COUPON_PAGE}: the coupon field was not focused in a hydrated island within 30 s of the tap`);
    // Usable: what is typed now reaches the island (the Apply button follows the field).
    await page.keyboard.type('OFF10');
    if (await page.getByRole('button', { name: 'Aplicar' }).isDisabled()) fail(`${COUPON_PAGE}: the hydrated coupon field did not take the typed code`);
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
    const focused = [];
    const hydrated = [];
    for (let i = 0; i < RUNS; i += 1) {
      const times = await timedTap(browser, front?.base ?? base);
      console.log(`bench:   run ${i + 1}: field focused ${Math.round(times.focused)} ms, island hydrated ${Math.round(times.hydrated)} ms`);
      focused.push(times.focused);
      hydrated.push(times.hydrated);
    }
    const profile = `simulated mobile, ${tls ? 'HTTP/2' : 'HTTP/1.1 (no local certificate)'}`;
    const budget = `< ${BUDGET.couponReadyMs} ms`;
    row(`tap on the coupon box to a focused coupon field (typing kept), ${profile}`, COUPON_PAGE, budget, fmtRuns(focused), median(focused) < BUDGET.couponReadyMs);
    row(`tap on the coupon box to the hydrated island (Aplicar works), ${profile}`, COUPON_PAGE, budget, fmtRuns(hydrated), median(hydrated) < BUDGET.couponReadyMs);
    row('machine load while timing the tap (1-min average, before and after)', '-', '-', fmtLoad([loadBefore, loadavg()[0]], availableParallelism()), null);
  } finally {
    await browser.close();
    await front?.close();
  }
}
