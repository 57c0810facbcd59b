import { expect, test, type Page } from '@playwright/test';

// Decision 043: every page tells search engines and link previews its language (Open Graph
// locale), a 1200 x 630 picture with its text alternative and a Twitter large-image card, in pt and en; the pl
// pages are English and say so; /en/... reaches the English pages (which have no prefix). The rules are
// unit-tested in src/components/seo/seo-links.test.ts and sitemap.test.ts.

const PAGES = [
  { lang: 'pt', path: '/pt/plans', ogLocale: 'pt_BR', alt: 'Logotipo da Suite ao lado de três cartões de planos', heading: 'Uma plataforma para criar, vender e crescer' },
  { lang: 'en', path: '/plans', ogLocale: 'en_US', alt: 'Suite logo beside three plan cards', heading: 'One platform to build, sell and grow' },
] as const;

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);

for (const { lang, path, ogLocale, alt, heading } of PAGES) {
  test(`${path}: the head names the page's language, preview picture and card (${lang})`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const title = await page.title();
    await expect(meta(page, 'og:title')).toHaveAttribute('content', title);
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', ogLocale);
    const alternates = await meta(page, 'og:locale:alternate').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(alternates.sort()).toEqual(['de_DE', 'en_US', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'].filter((l) => l !== ogLocale));
    await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', alt);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'twitter:title')).toHaveAttribute('content', title);
    await expect(meta(page, 'twitter:image:alt')).toHaveAttribute('content', alt);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(path);

    // The picture is an absolute address on the site, the same for og and Twitter, and is served as a 1200 x 630 PNG.
    const image = (await meta(page, 'og:image').getAttribute('content')) ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    await expect(meta(page, 'twitter:image')).toHaveAttribute('content', image);
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

test('part 1 §1 (pl falls back to en): /pl/plans says it is English, its canonical is /plans and no alternate is pl', async ({ page }) => {
  await page.goto('/pl/plans');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/plans');
  await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_US');
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(hreflangs).toEqual(['en', 'pt', 'es', 'it', 'fr', 'de', 'x-default']);
  // The picker's Polski still leads here; the link says the page it opens is English.
  await expect(page.locator('a[lang="pl"]').first()).toHaveAttribute('hreflang', 'en');
});

test.describe('/en/... reaches the English pages', () => {
  test.use({ locale: 'en-US' });

  for (const [from, to, heading] of [
    ['/en/plans', '/plans', 'One platform to build, sell and grow'],
    ['/en/plans-trial', '/plans-trial', 'Try any plan free for 14 days'],
    ['/en', '/', 'One platform to build, sell and grow'],
  ] as const) {
    test(`${from} opens ${to} in English`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('/en/plans-legacy keeps the address\'s parameters and hash on the way (decision 042)', async ({ page }) => {
    await page.goto('/en/plans-legacy?utm_source=news&aid=777#faq');
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/plans-legacy?utm_source=news&aid=777#faq');
  });
});
