import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizedPath } from '~/components/seo/site-routes';
import { PAGE_LANGS, contentLocale, type PageLang } from '~/i18n/languages';
import { BROWSER_LOCALE, CheckoutPage, label } from './pages/checkout-page';

// WCAG 2.2 level AA at 320 CSS px (DESIGN.md "Accessibility"), in every page language:
// SC 1.4.10 Reflow: "Content can be presented without loss of information or functionality, and without requiring
// scrolling in two dimensions for: Vertical scrolling content at a width equivalent to 320 CSS pixels; [...]".
// SC 1.4.12 Text Spacing: "[...] no loss of content or functionality occurs by setting all of the following and by
// changing no other style property: Line height (line spacing) to at least 1.5 times the font size; Spacing following
// paragraphs to at least 2 times the font size; Letter spacing (tracking) to at least 0.12 times the font size; Word
// spacing to at least 0.16 times the font size."
// The widest header words (de, fr, it) and the spacing are what pushed the login past the screen edge.
const NARROW = { width: 320, height: 800 };

/** The values of SC 1.4.12, forced on every element (the paragraph spacing on paragraphs), as a user style sheet does. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

/** The parts of a page's header that must stay on screen, found by role and their texts in the page's language. */
const HEADERS = {
  '/plans': headerOfPlans,
  '/plans-trial': headerOfPlans,
  '/plans-legacy': headerOfLegacy,
} as const;

function headerOfPlans(page: Page, lang: PageLang): Record<string, Locator> {
  const text = (key: string) => label(contentLocale(lang), key);
  const banner = page.getByRole('banner');
  return {
    login: banner.getByRole('link', { name: text('plans:header.log_in'), exact: true }),
    nav: banner.getByRole('navigation', { name: text('plans:header.nav_label') }),
  };
}

function headerOfLegacy(page: Page, lang: PageLang): Record<string, Locator> {
  const text = (key: string) => label(contentLocale(lang), key);
  const banner = page.getByRole('banner');
  return {
    login: banner.getByRole('link', { name: text('legacy:topbar.login'), exact: true }),
    support: banner.getByRole('link', { name: text('legacy:topbar.support'), exact: true }),
    'social nav': banner.getByRole('navigation', { name: text('legacy:topbar.social') }),
    nav: banner.getByRole('navigation', { name: text('legacy:menu.label') }),
    start: banner.getByRole('link', { name: text('legacy:menu.start'), exact: true }),
  };
}

/**
 * Marks each header part (found by role once: the role queries are the slow part of a check) so that one call can
 * read all of them, with and without the text spacing. Fails unless every part is shown.
 */
async function markParts(parts: Record<string, Locator>): Promise<void> {
  for (const [name, part] of Object.entries(parts)) {
    const shown = await part.evaluate((element, mark) => {
      element.setAttribute('data-reflow-part', mark);
      return element.checkVisibility();
    }, name);
    expect(shown, `${name} is shown`).toBe(true);
  }
}

/**
 * Where each marked part and everything inside it begins and ends, and how wide the document is: a nav whose own
 * box fits can still hold a link that runs past the screen, so its descendants count too.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const edges: Record<string, { left: number; right: number }> = {};
    for (const element of document.querySelectorAll('[data-reflow-part]')) {
      const boxes = [element, ...element.querySelectorAll('*')].flatMap((node) => [...node.getClientRects()]);
      edges[element.getAttribute('data-reflow-part') ?? ''] = {
        left: Math.min(...boxes.map((box) => box.left)),
        right: Math.max(...boxes.map((box) => box.right)),
      };
    }
    return { scrollWidth: document.documentElement.scrollWidth, edges };
  });
}

function expectWithinScreen(seen: Awaited<ReturnType<typeof layout>>, parts: Record<string, Locator>, when: string): void {
  expect(Object.keys(seen.edges).sort(), 'every part is measured').toEqual(Object.keys(parts).sort());
  for (const [name, edge] of Object.entries(seen.edges)) {
    expect(edge.left, `${name}'s left edge ${when}`).toBeGreaterThanOrEqual(0);
    expect(edge.right, `${name}'s right edge ${when}`).toBeLessThanOrEqual(NARROW.width);
  }
  expect(seen.scrollWidth, `the page's width ${when}`).toBeLessThanOrEqual(NARROW.width);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW);
});

for (const [path, header] of Object.entries(HEADERS)) {
  for (const lang of PAGE_LANGS) {
    const url = localizedPath(lang, path);
    test(`WCAG 1.4.10 Reflow and 1.4.12 Text Spacing: at 320 px ${url} scrolls only vertically and keeps its header's login and nav on screen, with and without the text spacing`, async ({ page }) => {
      await page.goto(url);
      const parts = header(page, lang);
      await markParts(parts);
      expectWithinScreen(await layout(page), parts, 'as built');

      const spacing = await page.addStyleTag({ content: TEXT_SPACING });
      // The spacing is really applied (a style sheet that failed to load would pass the checks below unseen).
      expect(await spacing.evaluate(() => getComputedStyle(document.querySelector('[data-reflow-part="login"]')!).wordSpacing)).not.toBe('0px');
      expectWithinScreen(await layout(page), parts, 'with the text spacing');
      await spacing.evaluate((element) => element.parentNode?.removeChild(element));
    });
  }
}

test.describe('the checkout on a 320 px phone', () => {
  test.use({ locale: BROWSER_LOCALE.pt });

  test('WCAG 1.4.10 Reflow: the folded summary line shows the whole product name, the total and Detalhes on screen (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
    const line = checkout.cart.summaryLine();
    const product = line.getByText('Premium Plus', { exact: true });
    await expect(product).toBeVisible();
    // Wrapped where it must, never cut: nothing of the name lies outside its box and no ellipsis stands in for it.
    const name = await product.evaluate((element) => ({
      scrollWidth: element.scrollWidth, clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight, clientHeight: element.clientHeight,
      textOverflow: getComputedStyle(element).textOverflow,
    }));
    expect(name.scrollWidth, 'the name is not cut at its end').toBeLessThanOrEqual(name.clientWidth);
    expect(name.scrollHeight, 'the name is not cut at its foot').toBeLessThanOrEqual(name.clientHeight);
    expect(name.textOverflow, 'no ellipsis').not.toBe('ellipsis');
    for (const part of [product, line.getByText('US$ 199,00'), line.getByText(checkout.t('checkout:cart.details'))]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width").toBeLessThanOrEqual(NARROW.width);
  });
});
