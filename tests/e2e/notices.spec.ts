import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NoticePage, type NoticeLang } from './pages/notice-page';

// Part 1 §2 "Other screens", part 2 §2: the notice pages in en and pt. The pt texts are the spec's, verbatim.
// Every case of every page, in both languages, is a row of tests/build/notice-pages.test.ts (the built HTML brought
// to its case by the pages' own script); the browser keeps one visit per page and language it needs: the CDN's
// rewrites and 404s, the redirect home, the checkout's hand-over through sessionStorage, JavaScript off, and axe.
const OFFICE = 'https://office.example.com';
const HOME = 'https://www.example.com';

/** The company home and office are other sites: answer them locally so a redirect can be observed offline. */
async function stubOtherSites(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|office)\.example\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }));
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('part 1 §2: /unavailable shows the message and action of its case (pt)', { tag: '@phone' }, async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('pt', '/unavailable?case=wordpress');
  await expect(notice.card()).toContainText('Link invalido. Para acessar o plano Wordpress, clique no botão abaixo');
  await expect.poll(() => notice.actions()).toEqual([['Ir para Wordpress PRO', `${OFFICE}/wordpress-pro`]]);
});

test('part 1 §2: /unavailable shows the message and action of its case, never a text of the URL (en)', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('en', `/unavailable?case=domain_not_renewable&message=${encodeURIComponent('Call +1 555 0100 to pay')}`);
  await expect(notice.card()).toContainText("This domain can't be renewed at the moment.");
  await expect(notice.card()).not.toContainText('555');
  await expect.poll(() => notice.actions()).toEqual([['Go to Office', OFFICE]]);
});

test('DESIGN.md Security: the office message the checkout hands over is shown as text, never as HTML', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const markup = '<img src=x onerror=alert(1)><b>bold</b>';
  await page.addInitScript((text) => {
    sessionStorage.setItem('checkout.notice-text', JSON.stringify({ page: 'unavailable', match: 'domain_not_renewable', text }));
  }, markup);
  const notice = new NoticePage(page);
  await notice.open('en', '/unavailable?case=domain_not_renewable');
  await expect(notice.card()).toContainText(markup);
  await expect(notice.card().locator('img, b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('part 1 §2: a built plan-inactive page offers the plan\'s redir_on_inactive (pt)', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('pt', '/plan-or-fee-inactive/black-friday-plan');
  await expect(notice.heading()).toHaveText('Esta promoção foi encerrada');
  await expect.poll(() => notice.actions()).toEqual([['Ver o plano disponível', `${HOME}/plans`]]);
});

test('part 1 §9: a slug not built is served the generic page, which offers the premium plan of ?currency= (en)', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('en', '/plan-or-fee-inactive/unknown-promo-2019?currency=BRL');
  await expect(notice.heading()).toHaveText('This promotion has ended');
  await expect.poll(() => notice.actions()).toEqual([['See the available plan', '/payment/premium-plan-149-brl']]);
});

test('part 1 §2: currency-not-available names the currency and links to support (en)', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('en', '/currency-not-available?currency=BRL');
  await expect(notice.card()).toContainText('Payments in Brazilian real are not available at the moment.');
  await expect.poll(async () => (await notice.actions())[0]?.[1]).toBe(`${OFFICE}/support`);
});

test('DESIGN.md Security: a description in the URL is not shown; the title the checkout hands over is', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('pt', '/currency-not-available?currency=GHS&description=Ligue+para+pagar');
  await expect(notice.card()).not.toContainText('Ligue para pagar');
  await page.evaluate(() => sessionStorage.setItem('checkout.notice-text', JSON.stringify({ page: 'currency', match: 'GHS', text: 'Ghana Plan' })));
  await notice.open('pt', '/currency-not-available?currency=GHS');
  await expect(notice.card()).toContainText('Plano ou taxa: Ghana Plan');
});

test('part 1 §2, part 2 §9: block-user says how many warnings, one in the singular (pt)', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('pt', '/block-user?warnings=1');
  await expect(notice.card()).toContainText('Você foi avisado 1 vez sobre suspeita de fraude e sua conta foi bloqueada.');
});

const NOT_FOUND: Record<NoticeLang, { title: string; action: string }> = {
  en: { title: 'Plan not found', action: 'Go to the home page' },
  pt: { title: 'Plano não encontrado', action: 'Ir para a página inicial' },
};

test('part 1 §2: the not-found page sends the browser to the company home (en)', async ({ page }) => {
  await stubOtherSites(page);
  await new NoticePage(page).open('en', '/not-found-plan-or-fee');
  await page.waitForURL(`${HOME}/`);
});

test('part 1 §2: an unknown path answers 404 and ends on the not-found page, then the company home (pt)', async ({ page }) => {
  await stubOtherSites(page);
  const response = await page.goto('/pt/no-such-page');
  expect(response?.status()).toBe(404);
  await page.waitForURL(`${HOME}/`);
});

test('part 1 §2: without JavaScript an unknown path shows the not-found message and the home link (en)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/plans-old');
  expect(response?.status()).toBe(404);
  const notice = new NoticePage(page);
  await expect(notice.heading()).toHaveText(NOT_FOUND.en.title);
  await expect.poll(() => notice.actions()).toEqual([[NOT_FOUND.en.action, HOME]]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

const AXE_PAGES = [
  '/unavailable?case=wordpress',
  '/unavailable?case=domain_not_renewable&message=x',
  '/plan-or-fee-inactive/black-friday-plan',
  '/plan-or-fee-inactive/unknown-slug',
  '/currency-not-available?currency=BRL',
  '/block-user?warnings=4',
];

for (const lang of ['en', 'pt'] as const) {
  test(`has no axe violation on the notice pages (${lang})`, { tag: lang === 'pt' ? '@phone' : [] }, async ({ page }) => {
    const notice = new NoticePage(page);
    for (const path of AXE_PAGES) {
      await notice.open(lang, path);
      await expect(notice.heading()).toBeVisible();
      await expectNoAxeViolation(page);
    }
  });

  test(`has no axe violation on the not-found page (${lang})`, async ({ page }) => {
    // The page's own script would leave for the company home at once; without it axe sees the not-found content.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await new NoticePage(page).open(lang, '/not-found-plan-or-fee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang].title);
    await expectNoAxeViolation(page);
  });
}

test('SEO: notice pages are noindex, the sitemap lists the plans pages and robots.txt names it', async ({ page, request }) => {
  await page.goto('/pt/block-user');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/block-user$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/plans', '/pt/plans', '/plans-trial', '/de/plans-legacy', '/es/plans-legacy']) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain('block-user');
  // Decision 043: the pl pages are English copies of the English pages, not a language of their own.
  expect(sitemap).not.toContain('/pl/');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
