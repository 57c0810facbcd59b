import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE } from '../pages/checkout-page';

// Decision 049: before the checkout is interactive the buyer sees its frame, painted from the
// static HTML (the step header in the browser's language, the summary's and step 1's places as grey blocks), and
// nothing moves when the island takes over (LoadingView, same frame) nor when the loaded checkout replaces it:
// CLS 0 from navigation start to the ready mark, on a desktop and on a phone (decision 022's order), for a visitor
// (Novo cadastro) and a logged-in buyer (the account card). The layout after the ready mark (step 2, the phone's
// first screen) is phone-layout.spec.ts's.
const SLUG = 'premium-plus-plan';
const STEPS = { pt: ['Plano', 'Pagamento', 'Confirmação'], en: ['Plan', 'Payment', 'Confirmation'] } as const;
const PREPARING = { pt: 'Estamos preparando o seu checkout...', en: "We're preparing your checkout…" } as const;

type Box = number[] | null;
interface Boxes {
  steps: Box[];
  summary: Box;
  step: Box;
}

interface Watched {
  shifts: Array<{ value: number; at: number; moved: string[] }>;
  frames: Boxes[];
}

type Probe = { __frame: Watched; __shifts: PerformanceObserver; __frameBoxes: () => Boxes };

/**
 * Runs before the page's own scripts. `__frameBoxes()` says where the frame's boxes are (x, y, width; the step
 * header's items whole, rounded to 0.1 px). It records every layout shift from navigation start (buffered) that no
 * input explains (CLS's rule), with what moved, and where the island's own frame (LoadingView) put its boxes each
 * time React drew one.
 */
function watchLoad() {
  const probe = window as unknown as Probe;
  const box = (element: Element | null, withHeight = false): Box => {
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    const round = (value: number) => Math.round(value * 10) / 10;
    return withHeight ? [round(rect.x), round(rect.y), round(rect.width), round(rect.height)] : [round(rect.x), round(rect.y), round(rect.width)];
  };
  probe.__frameBoxes = () => ({
    steps: Array.from(document.querySelectorAll('.step-header__item'), (item) => box(item, true)),
    summary: box(document.querySelector('.checkout-aside--summary')),
    step: box(document.querySelector('.checkout__main')),
  });
  const watched: Watched = { shifts: [], frames: [] };
  probe.__frame = watched;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className || source.node?.nodeName || '?');
      watched.shifts.push({ value: entry.value, at: entry.startTime, moved });
    }
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  probe.__shifts = observer;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        // The static frame sits in Astro's slot; the island's is a fresh node React inserts whole.
        if (node instanceof Element && node.matches('.checkout-loading') && !node.closest('astro-slot')) watched.frames.push(probe.__frameBoxes());
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

/** The layout shifts recorded until the checkout's ready mark and the frame after it, once that frame is painted. */
async function shiftsUntilReady(page: Page): Promise<Watched & { ready: Boxes }> {
  await page.waitForFunction(() => performance.getEntriesByName('checkout:ready').length > 0, null, { timeout: 15_000 });
  return page.evaluate(async () => {
    // Two frames after the mark: the loaded checkout's first frame is painted and its shifts reported; takeRecords
    // hands over any the observer holds but has not delivered yet.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const { __frame: watched, __shifts: observer, __frameBoxes: frameBoxes } = window as unknown as Probe;
    for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) watched.shifts.push({ value: entry.value, at: entry.startTime, moved: ['(late)'] });
    }
    return { ...watched, ready: frameBoxes() };
  });
}

test('the raw HTML holds the frame: the three steps\' names in every language and the preparing status', async ({ request }) => {
  const html = await (await request.get(`/payment/${SLUG}`)).text();
  for (const lang of ['pt', 'en'] as const) {
    for (const name of STEPS[lang]) expect(html).toContain(`<span data-lang="${lang}" lang="${lang}">${name}</span>`);
  }
  expect(html).toMatch(/class="frame-step__status" role="status"/);
  expect(html).toMatch(/class="checkout-aside checkout-aside--summary"/);
});

for (const lang of ['pt', 'en'] as const) {
  test.describe(`the checkout's frame in ${lang}`, { tag: '@phone' }, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    for (const user of lang === 'pt' ? ['visitor', 'br'] : ['visitor', 'us']) {
      const who = user === 'visitor' ? 'a visitor, step 1 Novo cadastro' : `logged in as ${user}, step 1 the account card`;
      test(`the static frame is the loaded checkout's, and nothing moves until it is ready: CLS 0 (${who})`, async ({ context, page }, testInfo) => {
        // The static HTML alone: the page's inline scripts run (they pick the language), the island's modules never arrive.
        const still = await context.newPage();
        await still.addInitScript(watchLoad);
        await still.route(/\/_astro\/.*\.js$/, (route) => route.abort());
        await still.goto(`/payment/${SLUG}?sandbox-user=${user}`);
        const header = still.locator('.step-header__list');
        await expect(header).toBeVisible();
        expect((await header.locator('.step-header__label').allInnerTexts()).map((text) => text.trim())).toEqual([...STEPS[lang]]);
        await expect(still.getByRole('status')).toHaveText(PREPARING[lang], { useInnerText: true });
        await expect(still.locator('.frame-step__blocks')).toBeVisible();
        const fromHtml = await still.evaluate(() => (window as unknown as Probe).__frameBoxes());
        await still.close();

        // The whole load, from navigation start to the ready mark.
        await page.addInitScript(watchLoad);
        await page.goto(`/payment/${SLUG}?sandbox-user=${user}`);
        const seen = await shiftsUntilReady(page);
        const cls = seen.shifts.reduce((sum, shift) => sum + shift.value, 0);
        testInfo.annotations.push({ type: 'CLS', description: `${cls} (${seen.shifts.length} shifts; island frames seen: ${seen.frames.length})` });
        expect(seen.shifts).toEqual([]);
        expect(cls).toBe(0);

        // Nothing moves, which CLS alone would not see (each view's nodes are new): the step header's items, and the
        // summary's and the step's places (left, top, width) are where the static HTML put them, in every view.
        for (const frame of seen.frames) expect(frame).toEqual(fromHtml);
        expect(seen.ready).toEqual(fromHtml);
      });
    }
  });
}
