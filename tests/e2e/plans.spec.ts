import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { inlineScriptBytes } from '../../integrations/inline-scripts';
import { PlansPage } from './pages/plans-page';

// part 1 §2: the new plans pages against the spec (part 1 §2) and the sandbox prices
// (docs/sandbox.md "Country prices": USD 19/49/99/199, BRL x5, the yearly price 12 months less 10%).
// Every view the toggles can show (each kind and period's prices, links and saving notes, /plans-trial, the
// comparison) is read from the built HTML in tests/build/plans-pages.test.ts, the coupon's answers in
// src/islands/plans/PlansOffer.test.tsx; the browser keeps the toggles working, the island loading when asked, the
// coupon journey and its fault, and axe.
const LANGS = {
  en: {
    prefix: '', heading: 'One platform to build, sell and grow', trialHeading: 'Try any plan free for 14 days',
    subscribe: 'SUBSCRIBE NOW', trial: '14-DAY FREE TRIAL', yearly: 'Yearly', saving: 'Save 10% with yearly billing',
    kinds: { trial: 'Free trial', wordpress: 'WordPress' }, cloud: 'Cloud server (WordPress & WooCommerce)',
    monthly: ['$19.00', '$49.00', '$99.00', '$199.00'], yearlyPrices: ['$17.10', '$44.10', '$89.10', '$179.10'],
    wordpress: ['$59.00', '$109.00', '$209.00'], usd: ['$19.00', '$49.00', '$99.00', '$199.00'], country: 'us', query: '',
  },
  pt: {
    prefix: '/pt', heading: 'Uma plataforma para criar, vender e crescer', trialHeading: 'Teste qualquer plano grátis por 14 dias',
    subscribe: 'ASSINAR AGORA', trial: 'TESTE GRATUITO DE 14 DIAS', yearly: 'Anual', saving: 'Economize anualmente 10%',
    kinds: { trial: 'Teste grátis', wordpress: 'WordPress' }, cloud: 'Servidor cloud (WordPress & WooCommerce)',
    monthly: ['R$ 95,00', 'R$ 245,00', 'R$ 495,00', 'R$ 995,00'], yearlyPrices: ['R$ 85,50', 'R$ 220,50', 'R$ 445,50', 'R$ 895,50'],
    wordpress: ['US$ 59,00', 'US$ 109,00', 'US$ 209,00'], usd: ['US$ 19,00', 'US$ 49,00', 'US$ 99,00', 'US$ 199,00'], country: 'br', query: '&lang=pt',
  },
} as const;
const STANDARD = ['core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan'];

for (const [lang, l] of Object.entries(LANGS)) {
  test.describe(`plans page in ${lang}`, () => {
    // The plans page's journey once on a phone (pt): its cards in one column.
    if (lang === 'pt') test(`part 1 §2: cards by ascending price with ${l.subscribe} linking to the checkout`, { tag: '@phone' }, async ({ page }) => {
      const plans = new PlansPage(page);
      await plans.open(`${l.prefix}/plans`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(plans.heading()).toHaveText(l.heading);
      await expect(plans.cards()).toHaveCount(4);
      expect(await plans.cardTitles()).toEqual(['Core Account', 'Essentials', 'Advanced', 'Premium Plus']);
      expect(await plans.prices()).toEqual(l.monthly);
      // Decision 020: every standard card saves 10% yearly, so each one says so.
      await expect(plans.cards().getByText(l.saving, { exact: true })).toHaveCount(4);
      await expect(plans.card('Premium Plus').getByText(l.saving, { exact: true })).toBeVisible();
      expect(await plans.subscribeHrefs(l.subscribe)).toEqual(STANDARD.map((slug) => `/payment/${slug}?country=${l.country}${l.query}`));
      await expect(plans.card('Advanced').getByText(/^(1|3|10) (domain|domínio)/)).toBeVisible();
    });

    test('part 1 §2: the yearly switch changes the prices and adds period=y to every subscribe link', async ({ page }) => {
      const plans = new PlansPage(page);
      await plans.open(`${l.prefix}/plans`);
      await plans.choose(l.yearly);
      await expect(plans.option(l.yearly)).toBeChecked();
      expect(await plans.prices()).toEqual(l.yearlyPrices);
      expect(await plans.subscribeHrefs(l.subscribe)).toEqual(STANDARD.map((slug) => `/payment/${slug}?period=y&country=${l.country}${l.query}`));
      await expect(page).toHaveURL(/[?&]period=y/);
    });

  });
}

test.describe('with the browser in German', () => {
  test.use({ locale: 'de-DE' });
  test('part 1 §2: the enterprise link follows the browser language', async ({ page }) => {
    await new PlansPage(page).open('/pt/plans');
    await expect(page.getByRole('link', { name: 'Conheça o Enterprise' })).toHaveAttribute('href', 'https://www.example.com/de/enterprise');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('part 1 §2: the toggles, menus and FAQ still work', async ({ page }) => {
    const plans = new PlansPage(page);
    await plans.open('/pt/plans');
    await plans.choose('Anual');
    expect(await plans.prices()).toEqual(LANGS.pt.yearlyPrices);
    expect(await plans.subscribeHrefs('ASSINAR AGORA')).toEqual(STANDARD.map((slug) => `/payment/${slug}?period=y&country=br&lang=pt`));
    await plans.choose('WordPress');
    await expect(plans.cards()).toHaveCount(3);
    await plans.choose('Teste grátis');
    await expect(plans.subscribeLinks('TESTE GRATUITO DE 14 DIAS')).toHaveCount(4);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Ferramentas', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Email Marketing' })).toBeVisible();
    await page.getByText('Posso cancelar a qualquer momento?').click();
    await expect(page.getByText(/Não há fidelidade/)).toBeVisible();
  });
});

test.describe('coupon price check in pt', () => {
  test('DESIGN.md "Tests": an offline coupon check shows a clear message and a working retry', async ({ page }) => {
    const plans = new PlansPage(page);
    await plans.open('/pt/plans?sandbox-user=br&sandbox-fault=offline&sandbox-fault-path=check-coupon');
    await plans.openCoupon('Tem um cupom?');
    await plans.applyCoupon('Código do cupom', 'OFF10', 'Aplicar');
    await expect(page.getByRole('alert')).toContainText('Sem conexão.');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(plans.card('Core Account').getByText('Com OFF10: R$ 85,50 no primeiro pagamento')).toBeVisible();
    await expect(page.getByLabel('Código do cupom')).toHaveValue('OFF10');
  });
});

/** Every same-origin script the page fetches from now on, with its gzipped size. */
function watchScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(page.url() || response.url()).origin || response.request().resourceType() !== 'script') return;
    scripts.set(url.pathname, 0);
    scripts.set(url.pathname, gzipSync(await response.body()).length);
  });
  return scripts;
}
const sum = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);
const islandLoaded = (scripts: Map<string, number>) => [...scripts.keys()].some((path) => /\/(PlansOffer|client)\./.test(path));

test.describe('decision 015: the plans island loads when the visitor asks (client:ask)', () => {
  for (const path of ['/pt/plans', '/plans-trial', '/pt/plans?period=y']) {
    test(`part 1 §2: ${path} loads at most 4 KB of JavaScript before any interaction, inline scripts included`, async ({ page }) => {
      const scripts = watchScripts(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      await page.mouse.wheel(0, 4000); // scrolling and waiting are not asking
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      expect(islandLoaded(scripts), [...scripts.keys()].join(', ')).toBe(false);
      expect(sum(scripts) + inlineScriptBytes(html)).toBeLessThanOrEqual(4 * 1024);
    });
  }

  test('part 1 §2: a yearly link shows the yearly prices before the island loads', async ({ page }) => {
    const scripts = watchScripts(page);
    const plans = new PlansPage(page);
    await page.goto('/pt/plans?period=y', { waitUntil: 'networkidle' });
    await expect(plans.option('Anual')).toBeChecked();
    expect(await plans.prices()).toEqual(LANGS.pt.yearlyPrices);
    expect(islandLoaded(scripts)).toBe(false);
  });

  test('part 1 §2: opening "Tem um cupom?" loads the island, the focus lands in the field, what is typed is kept and checked', { tag: '@phone' }, async ({ page }) => {
    const scripts = watchScripts(page);
    const plans = new PlansPage(page);
    // React's chunk is held back until the code is typed, as on a slow phone network: the typing comes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pt/plans?sandbox-user=br', { waitUntil: 'networkidle' });
    expect(islandLoaded(scripts)).toBe(false);
    await plans.openCoupon('Tem um cupom?');
    const field = page.getByLabel('Código do cupom');
    await expect(field).toBeFocused();
    await page.keyboard.type('OFF10');
    // Not hydrated yet, and Aplicar already takes the code: the press is held, not sent as a page load.
    await expect(page.locator('astro-island[client="ask"]')).toHaveAttribute('ssr', '');
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
    const url = page.url();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    release();
    await expect(plans.card('Core Account').getByText('Com OFF10: R$ 85,50 no primeiro pagamento')).toBeVisible();
    expect(islandLoaded(scripts)).toBe(true);
    await expect(page.locator('details.coupon')).toHaveAttribute('open', '');
    await expect(field).toHaveValue('OFF10');
  });

  test('part 1 §2: before the island loads, an empty coupon field keeps Aplicar off and typing turns it on', async ({ page }) => {
    await page.route(/\/_astro\/client\.[\w-]+\.js$/, () => new Promise(() => {})); // React never arrives
    const plans = new PlansPage(page);
    await page.goto('/pt/plans?sandbox-user=br', { waitUntil: 'networkidle' });
    await plans.openCoupon('Tem um cupom?');
    const apply = page.getByRole('button', { name: 'Aplicar' });
    await expect(apply).toBeDisabled();
    await page.keyboard.type('X');
    await expect(apply).toBeEnabled();
    await page.keyboard.press('Backspace');
    await expect(apply).toBeDisabled();
  });

  test('DESIGN.md "Tests": the island\'s code failing to load (offline) is asked for again on the next interaction', async ({ page }) => {
    const plans = new PlansPage(page);
    await page.goto('/pt/plans?sandbox-user=br', { waitUntil: 'networkidle' });
    const island = page.locator('astro-island[client="ask"]');
    const entries = await island.evaluate((el) => [el.getAttribute('component-url'), el.getAttribute('renderer-url')].map((u) => new URL(u ?? '', location.href).pathname));
    let offline = true;
    let refused = 0;
    await page.route((url) => entries.includes(url.pathname), async (route) => {
      if (!offline) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await plans.openCoupon('Tem um cupom?');
    await expect.poll(() => refused).toBeGreaterThanOrEqual(4); // both entries, and Astro's one retry of each
    await page.waitForTimeout(500);
    await expect(island).toHaveAttribute('ssr', '');
    offline = false;
    await page.getByLabel('Código do cupom').click();
    await expect(island).not.toHaveAttribute('ssr', '');
    await plans.applyCoupon('Código do cupom', 'OFF10', 'Aplicar');
    await expect(plans.card('Core Account').getByText('Com OFF10: R$ 85,50 no primeiro pagamento')).toBeVisible();
  });

  test('part 1 §2: choosing yearly before the island loads keeps the choice and writes period=y once it has', async ({ page }) => {
    const scripts = watchScripts(page);
    const plans = new PlansPage(page);
    await page.goto('/pt/plans', { waitUntil: 'networkidle' });
    await plans.choose('Anual');
    expect(await plans.prices()).toEqual(LANGS.pt.yearlyPrices);
    await expect(page).toHaveURL(/[?&]period=y/);
    expect(islandLoaded(scripts)).toBe(true);
    await expect(plans.option('Anual')).toBeChecked();
  });
});

// One page per language and variant; the homes '/', '/pt/', '/de/' and '/pl/' (the same page) are scanned in smoke.spec.ts.
const AXE_PAGES = ['/plans', '/plans-trial', '/pt/plans', '/es/plans', '/it/plans', '/fr/plans', '/de/plans-trial'];
for (const path of AXE_PAGES) {
  test(`DESIGN.md "Tests": axe-core finds no violation on ${path}`, async ({ page }) => {
    const plans = new PlansPage(page);
    await plans.open(path);
    await plans.expectNoAxeViolations();
  });
}

// Also on a phone: the header's menu and the toggles take their narrow layout there.
test('DESIGN.md "Tests": axe-core finds no violation with the yearly WordPress view, the menu and a coupon open', { tag: '@phone' }, async ({ page }) => {
  const plans = new PlansPage(page);
  await plans.open('/pt/plans?sandbox-user=br&coupon=SUPER2');
  await expect(page.getByRole('status').filter({ hasText: 'SUPER2' })).toBeVisible();
  await plans.choose('WordPress');
  await plans.choose('Anual');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Soluções', { exact: true }).click();
  await plans.expectNoAxeViolations();
});

test('at 360 px the comparison table scrolled both ways keeps each plan name over its column, the features and group names in view (pt, en)', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const prefix of ['/pt', '']) {
    const plans = new PlansPage(page);
    await plans.open(`${prefix}/plans`);
    const box = page.locator('.comparison__scroll').filter({ visible: true });
    await box.scrollIntoViewIfNeeded();
    await box.evaluate((element) => element.scrollTo(200, 300));
    const layout = await box.evaluate((element) => {
      const rect = (node: Element | null | undefined) => node!.getBoundingClientRect();
      const frame = rect(element);
      const head = [...element.querySelectorAll('thead th')];
      const firstRow = element.querySelector('tbody tr:not(.comparison__group)')!;
      const cells = [...firstRow.querySelectorAll('th, td')];
      return {
        frame: { left: frame.left, top: frame.top },
        corner: { left: rect(head[0]).left, top: rect(head[0]).top },
        headTop: rect(head[1]).top,
        columns: head.map((th, i) => ({ name: th.textContent, head: [rect(th).left, rect(th).right], cell: [rect(cells[i]).left, rect(cells[i]).right], clipped: th.scrollWidth > th.clientWidth })),
        rowHeaderLeft: rect(element.querySelector('tbody th[scope="row"]')).left,
        groups: [...element.querySelectorAll('.comparison__group th > span')].map((span) => ({ left: rect(span).left, width: rect(span).width })),
      };
    });
    // The header row and the first column stay at the box's top and left edges (the border's 1 px).
    expect(Math.abs(layout.headTop - layout.frame.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.corner.left - layout.frame.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.corner.top - layout.frame.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.rowHeaderLeft - layout.frame.left)).toBeLessThanOrEqual(1);
    // Each plan's name sits over its own column, whole.
    for (const column of layout.columns.slice(1)) {
      expect(column.head, column.name ?? '').toEqual(column.cell);
      expect(column.clipped, column.name ?? '').toBe(false);
    }
    // A group's name stays in the box, however far the table went sideways.
    for (const group of layout.groups) {
      expect(group.width).toBeGreaterThan(0);
      expect(group.left).toBeGreaterThanOrEqual(layout.frame.left);
      expect(group.left).toBeLessThan(layout.frame.left + 40);
    }
  }
});
