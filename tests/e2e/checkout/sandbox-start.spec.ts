import { expect, test, type Page } from '@playwright/test';
import { recordNavigations } from '../pages/checkout-page';

// Decision 051, the sandbox's first visit (the browser's language is English: a visitor's form is "Create an account"): the checkout page's first script registers the sandbox's service worker while
// the island's files download (src/components/checkout/early-worker-script.ts), and msw starts only once that worker
// controls the page (src/sandbox/browser.ts): msw reloads a page it finds uncontrolled beside a registration, which
// would cost a buyer in the sandbox a second load; and the worker leaves the site's built files to the network
// (decision 053). Desktop only: nothing here differs on a phone.
const PAGE = '/payment/premium-plus-plan';

async function readyMarks(page: Page): Promise<Record<string, number>> {
  await page.waitForFunction(() => performance.getEntriesByName('checkout:ready').length > 0, null, { timeout: 15_000 });
  return page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((m) => /^(sandbox|checkout):/.test(m.name)).map((m) => [m.name, m.startTime])));
}

const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('a first visit registers the worker from the page and msw starts once it controls the page: one load, no reload', async ({ page, context }) => {
  // The worker's script held back 1.5 s, so the island is there long before the worker controls the page: without the
  // wait, msw would reload it. A service worker's script is fetched by the browser, so the hold is the context's.
  let held = 0;
  await context.route('**/sandbox-worker.js', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const navigations = recordNavigations(page);
  await page.goto(PAGE);
  const marks = await readyMarks(page);
  expect(held).toBeGreaterThan(0);
  expect(Object.keys(marks)).toEqual(expect.arrayContaining(['sandbox:register', 'sandbox:controlled', 'sandbox:start', 'sandbox:ready', 'checkout:ready']));
  expect(marks['sandbox:controlled']).toBeLessThanOrEqual(marks['sandbox:start']!);
  expect(navigations).toHaveLength(1);
  expect(await controller(page)).toMatch(/\/sandbox-worker\.js$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // A second tab after the first closed (msw's worker unregisters with its last page): it registers again, one load.
  await page.close();
  const again = await context.newPage();
  const againNavigations = recordNavigations(again);
  await again.goto(PAGE);
  await readyMarks(again);
  expect(againNavigations).toHaveLength(1);
  await expect(again.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('a page the worker already controls does not register again, and a reload that bypasses the worker still loads', async ({ page, context }) => {
  await page.goto(PAGE);
  await readyMarks(page);
  // A second tab while the first is open: controlled from its navigation, so its first script registers nothing.
  const second = await context.newPage();
  await second.goto(PAGE);
  const marks = await readyMarks(second);
  expect(marks['sandbox:register']).toBeUndefined();
  expect(await controller(second)).toMatch(/\/sandbox-worker\.js$/);

  // A hard reload leaves the page uncontrolled beside an active worker: msw reloads it once, and it loads.
  const navigations = recordNavigations(second);
  const cdp = await context.newCDPSession(second);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect.poll(() => navigations.length).toBeGreaterThanOrEqual(1);
  await readyMarks(second);
  expect(await controller(second)).toMatch(/\/sandbox-worker\.js$/);
  await expect(second.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('decision 053: a controlled page fetches the site\'s built files without the worker, while the office is answered by it', async ({ page, context }) => {
  await page.goto(PAGE);
  await readyMarks(page);
  // The second tab is controlled from its navigation: every request of it meets the worker's fetch listener.
  const second = await context.newPage();
  const built: boolean[] = [];
  const office: boolean[] = [];
  second.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_astro/')) built.push(response.fromServiceWorker());
    if (pathname.startsWith('/sandbox-api/')) office.push(response.fromServiceWorker());
  });
  await second.goto(PAGE);
  await readyMarks(second);
  expect(await controller(second)).toMatch(/\/sandbox-worker\.js$/);
  expect(built.length).toBeGreaterThan(5);
  expect(built.filter(Boolean)).toEqual([]);
  expect(office.length).toBeGreaterThan(0);
  expect(office.every(Boolean)).toBe(true);
});
