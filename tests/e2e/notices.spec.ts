import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NoticePage, type NoticeLang } from './pages/notice-page';

// Part 1 §2 "Other screens", part 2 §2: the notice pages in en and pt. The pt texts are the spec's, verbatim.
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

const UNAVAILABLE: Record<NoticeLang, { query: string; message: string; action: [string, string] }[]> = {
  pt: [
    { query: 'case=wordpress', message: 'Link invalido. Para acessar o plano Wordpress, clique no botão abaixo', action: ['Ir para Wordpress PRO', `${OFFICE}/wordpress-pro`] },
    { query: 'case=template', message: 'Link invalido. Para acessar os templates, clique no botão abaixo', action: ['Ir para o editor de templates', `${OFFICE}/templates`] },
    { query: 'case=brl_outside_brazil', message: 'Planos em BRL sao permitidos apenas para usuarios no Brasil', action: ['Ir para Office', OFFICE] },
    { query: 'case=domain_not_renewable&message=O+dom%C3%ADnio+exemplo.com.br+n%C3%A3o+pode+ser+renovado.', message: 'Este domínio não pode ser renovado no momento.', action: ['Ir para Office', OFFICE] },
    { query: 'case=domain_not_renewable', message: 'Este domínio não pode ser renovado no momento.', action: ['Ir para Office', OFFICE] },
    { query: '', message: 'Este link de checkout não pode ser usado. Continue pelo seu Office.', action: ['Ir para Office', OFFICE] },
  ],
  en: [
    { query: 'case=wordpress', message: 'Invalid link. To access the WordPress plan, click the button below.', action: ['Go to WordPress PRO', `${OFFICE}/wordpress-pro`] },
    { query: 'case=template', message: 'Invalid link. To access the templates, click the button below.', action: ['Go to the template editor', `${OFFICE}/templates`] },
    { query: 'case=brl_outside_brazil', message: 'Plans in BRL are only available to users in Brazil.', action: ['Go to Office', OFFICE] },
    { query: 'case=domain_not_renewable&message=Domain+example.com+expired+too+long+ago.', message: "This domain can't be renewed at the moment.", action: ['Go to Office', OFFICE] },
    { query: 'case=unknown', message: "This checkout link can't be used. Please continue from your Office.", action: ['Go to Office', OFFICE] },
  ],
};

for (const lang of ['en', 'pt'] as const) {
  test.describe(`unavailable page (${lang})`, () => {
    for (const { query, message, action } of UNAVAILABLE[lang]) {
      // The notice page's journey once on a phone (pt, WordPress).
      const tag = lang === 'pt' && query === 'case=wordpress' ? '@phone' : [];
      test(`part 1 §2: shows the message and action for "${query || 'no case'}"`, { tag }, async ({ page }) => {
        const notice = new NoticePage(page);
        await notice.open(lang, `/unavailable${query ? `?${query}` : ''}`);
        await expect(notice.card()).toContainText(message);
        await expect.poll(() => notice.actions()).toEqual([action]);
      });
    }
  });
}

test('DESIGN.md Security: a text in the URL is never shown; the pre-rendered one is', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('en', `/unavailable?case=domain_not_renewable&message=${encodeURIComponent('Call +1 555 0100 to pay')}`);
  await expect(notice.card()).toContainText("This domain can't be renewed at the moment.");
  await expect(notice.card()).not.toContainText('555');
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

test('part 1 §2: without JavaScript the unavailable page shows the generic message and the office button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const notice = new NoticePage(await context.newPage());
  await notice.open('pt', '/unavailable?case=wordpress');
  await expect(notice.heading()).toHaveText('Link indisponível');
  await expect.poll(() => notice.actions()).toEqual([['Ir para Office', OFFICE]]);
  await context.close();
});

const INACTIVE: Record<NoticeLang, { title: string; action: string }> = {
  en: { title: 'This promotion has ended', action: 'See the available plan' },
  pt: { title: 'Esta promoção foi encerrada', action: 'Ver o plano disponível' },
};

for (const lang of ['en', 'pt'] as const) {
  test.describe(`plan-inactive page (${lang})`, () => {
    for (const [path, href, why] of [
      ['/plan-or-fee-inactive/black-friday-plan', `${HOME}/plans`, "part 1 §2: the plan's redir_on_inactive"],
      ['/plan-or-fee-inactive/hidden-plan', '/payment/premium-plan-59-eur', 'part 1 §9: EUR falls back to the EUR 59 premium plan'],
      ['/plan-or-fee-inactive/launch-offer-plan-brl', '/payment/premium-plan-149-brl', 'part 1 §9: BRL falls back to the BRL 149 premium plan'],
      ['/plan-or-fee-inactive/premium-plus-plan-trial', '/payment/premium-plan-69-usd', 'part 1 §9: USD falls back to the USD 69 premium plan'],
      ['/plan-or-fee-inactive/unknown-promo-2019', '/payment/premium-plan-69-usd', 'an unknown slug gets the generic page with the USD premium plan'],
      ['/plan-or-fee-inactive/unknown-promo-2019?currency=BRL', '/payment/premium-plan-149-brl', 'an unknown slug with ?currency=BRL gets the BRL premium plan'],
    ] as const) {
      test(`${why}`, async ({ page }) => {
        const notice = new NoticePage(page);
        await notice.open(lang, path);
        await expect(notice.heading()).toHaveText(INACTIVE[lang].title);
        await expect.poll(() => notice.actions()).toEqual([[INACTIVE[lang].action, href]]);
      });
    }
  });
}

const CURRENCY: Record<NoticeLang, { query: string; texts: string[] }[]> = {
  pt: [
    { query: 'currency=BRL', texts: ['Pagamentos em Real não estão disponíveis no momento.'] },
    { query: 'currency=USD', texts: ['Pagamentos em Dólar não estão disponíveis no momento.'] },
    { query: 'currency=EUR', texts: ['Pagamentos em Euro não estão disponíveis no momento.'] },
    { query: 'currency=GHS', texts: ['Pagamentos em GHS não estão disponíveis no momento.'] },
  ],
  en: [
    { query: 'currency=BRL', texts: ['Payments in Brazilian real are not available at the moment.'] },
    { query: 'currency=GHS', texts: ['Payments in GHS are not available at the moment.'] },
    { query: 'currency=WIN', texts: ['Payments in this currency are not available at the moment.'] },
    { query: '', texts: ['Payments in this currency are not available at the moment.'] },
  ],
};

for (const lang of ['en', 'pt'] as const) {
  test.describe(`currency-not-available page (${lang})`, () => {
    for (const { query, texts } of CURRENCY[lang]) {
      test(`part 1 §2: names the currency for "${query || 'no query'}" and links to support`, async ({ page }) => {
        const notice = new NoticePage(page);
        await notice.open(lang, `/currency-not-available${query ? `?${query}` : ''}`);
        for (const text of texts) await expect(notice.card()).toContainText(text);
        await expect.poll(async () => (await notice.actions())[0]?.[1]).toBe(`${OFFICE}/support`);
      });
    }
  });
}

test('DESIGN.md Security: a description in the URL is not shown; the title the checkout hands over is', async ({ page }) => {
  const notice = new NoticePage(page);
  await notice.open('pt', '/currency-not-available?currency=GHS&description=Ligue+para+pagar');
  await expect(notice.card()).not.toContainText('Ligue para pagar');
  await page.evaluate(() => sessionStorage.setItem('checkout.notice-text', JSON.stringify({ page: 'currency', match: 'GHS', text: 'Ghana Plan' })));
  await notice.open('pt', '/currency-not-available?currency=GHS');
  await expect(notice.card()).toContainText('Plano ou taxa: Ghana Plan');
});

const BLOCKED: Record<NoticeLang, [string, string][]> = {
  pt: [
    ['', 'Você foi avisado 3 vezes sobre suspeita de fraude e sua conta foi bloqueada.'],
    ['?warnings=5', 'Você foi avisado 5 vezes sobre suspeita de fraude e sua conta foi bloqueada.'],
    ['?warnings=1', 'Você foi avisado 1 vez sobre suspeita de fraude e sua conta foi bloqueada.'],
  ],
  en: [
    ['?warnings=2', 'You were warned 2 times about suspected fraud, and your account has been blocked.'],
    ['?warnings=<b>', 'You were warned 3 times about suspected fraud, and your account has been blocked.'],
  ],
};

for (const lang of ['en', 'pt'] as const) {
  test.describe(`block-user page (${lang})`, () => {
    for (const [query, text] of BLOCKED[lang]) {
      test(`part 1 §2, part 2 §9: says how many warnings for "${query || 'no query'}"`, async ({ page }) => {
        const notice = new NoticePage(page);
        await notice.open(lang, `/block-user${query}`);
        await expect(notice.card()).toContainText(text);
      });
    }
  });
}

const NOT_FOUND: Record<NoticeLang, { title: string; action: string }> = {
  en: { title: 'Plan not found', action: 'Go to the home page' },
  pt: { title: 'Plano não encontrado', action: 'Ir para a página inicial' },
};

for (const lang of ['en', 'pt'] as const) {
  test.describe(`not-found page and unknown paths (${lang})`, () => {
    test('part 1 §2: sends the browser to the company home', async ({ page }) => {
      await stubOtherSites(page);
      await new NoticePage(page).open(lang, '/not-found-plan-or-fee');
      await page.waitForURL(`${HOME}/`);
    });

    test('part 1 §2: an unknown path answers 404 and ends on the not-found page, then the company home', async ({ page }) => {
      await stubOtherSites(page);
      const response = await page.goto(lang === 'en' ? '/no-such-page/at-all' : `/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.waitForURL(`${HOME}/`);
    });

    test('part 1 §2: without JavaScript an unknown path shows the not-found message and the home link', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(lang === 'en' ? '/plans-old' : `/${lang}/plans-old`);
      expect(response?.status()).toBe(404);
      const notice = new NoticePage(page);
      await expect(notice.heading()).toHaveText(NOT_FOUND[lang].title);
      await expect.poll(() => notice.actions()).toEqual([[NOT_FOUND[lang].action, HOME]]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  });
}

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
  for (const path of ['/plans', '/pt/plans', '/plans-trial', '/de/plans-legacy', '/pl/plans-legacy']) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain('block-user');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
