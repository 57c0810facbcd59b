import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LegacyPlansPage } from './pages/legacy-plans-page';

// Part 1 §2 "Plans pages" (legacy), §3 prices, §9 limits. Expected texts are written out from the spec.
// What the built page holds (every card's price, link and limits in both kinds, the badges, comparison, FAQs, footer
// and SEO links) is read from the built HTML in tests/build/legacy-page.test.ts; the browser keeps what needs one:
// the toggle with JavaScript off (CSS) and from the keyboard, a subscribe link followed, and axe.
const LANGS = {
  en: {
    standard: 'Standard plans',
    wordpress: 'WordPress plans',
    subscribe: 'Subscribe now',
    firstPayment: '+ $199.00 on the first payment',
    prices: { standard: ['$17.90', '$77.90', '$87.90', '$87.90'], wordpress: ['$27.90', '$87.90', '$97.90', '$97.90'] },
  },
  pt: {
    standard: 'Planos padrão',
    wordpress: 'Planos WordPress',
    subscribe: 'Assinar agora',
    firstPayment: '+ US$ 199,00 no primeiro pagamento',
    prices: { standard: ['US$ 17,90', 'US$ 77,90', 'US$ 87,90', 'US$ 87,90'], wordpress: ['US$ 27,90', 'US$ 87,90', 'US$ 97,90', 'US$ 97,90'] },
  },
} as const;

const TITLES = ['STARTER', 'MARKETER', 'PREMIUM', 'FUNNEL CLUB'] as const;
const SLUGS = {
  standard: ['starter-plan', 'marketer-plan', 'premium-plan', 'funnel-club-plan'],
  wordpress: ['wp-starter-plan', 'wp-marketer-plan', 'wp-premium-plan', 'wp-funnel-club-plan'],
} as const;
/** Intl puts a no-break space between symbol and number in pt; compare with ordinary spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

async function cardSummary(legacy: LegacyPlansPage, subscribe: string) {
  return Promise.all(
    TITLES.map(async (title) => ({
      price: plain(await legacy.card(title).locator('.amount').innerText()),
      href: await legacy.card(title).getByRole('link', { name: subscribe }).getAttribute('href'),
    })),
  );
}

for (const lang of ['en', 'pt'] as const) {
  const text = LANGS[lang];

  test.describe(`legacy plans page (${lang})`, () => {
    // The toggle's rule is one CSS rule for both languages: without JavaScript in en, from the keyboard in pt.
    if (lang === 'en') test('part 1 §2: switches to the WordPress plans and back without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const legacy = new LegacyPlansPage(await context.newPage());
      await legacy.open(lang);
      await expect(legacy.kindRadio(text.standard)).toBeChecked();
      await legacy.chooseKind(text.wordpress);
      await expect(legacy.kindRadio(text.wordpress)).toBeChecked();
      await expect(legacy.cards()).toHaveCount(4);
      expect(await cardSummary(legacy, text.subscribe)).toEqual(
        TITLES.map((_title, i) => ({ price: text.prices.wordpress[i], href: `/payment/${SLUGS.wordpress[i]}` })),
      );
      await expect(legacy.card('FUNNEL CLUB')).toContainText(text.firstPayment);
      await legacy.chooseKind(text.standard);
      await expect(legacy.card('STARTER').locator('.amount')).toHaveText(text.prices.standard[0]);
      await context.close();
    });

    if (lang === 'pt') test('part 1 §2: the toggle works from the keyboard with JavaScript on', async ({ page }) => {
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      await legacy.kindRadio(text.standard).focus();
      await page.keyboard.press('ArrowRight');
      await expect(legacy.kindRadio(text.wordpress)).toBeChecked();
      await expect(legacy.card('PREMIUM').getByRole('link', { name: text.subscribe })).toHaveAttribute('href', '/payment/wp-premium-plan');
    });

    // The legacy page's journey once on a phone (pt): a tap on a card's link, then its toggle and axe below.
    test('part 1 §2: a subscribe link leads to the checkout route of its plan', { tag: lang === 'pt' ? '@phone' : [] }, async ({ page }) => {
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      const [request] = await Promise.all([
        page.waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname.startsWith('/payment/')),
        legacy.card('MARKETER').getByRole('link', { name: text.subscribe }).click(),
      ]);
      expect(new URL(request.url()).pathname).toBe('/payment/marketer-plan');
    });

    test('shows the contact e-mail in the footer and has no axe violation', { tag: lang === 'pt' ? '@phone' : [] }, async ({ page }) => {
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
      await legacy.chooseKind(text.wordpress);
      const afterToggle = await new AxeBuilder({ page }).analyze();
      expect(afterToggle.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
