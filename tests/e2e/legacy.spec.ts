import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LegacyPlansPage } from './pages/legacy-plans-page';

// Part 1 §2 "Plans pages" (legacy), §3 prices, §9 limits. Expected texts are written out from the spec.
const LANGS = {
  en: {
    standard: 'Standard plans',
    wordpress: 'WordPress plans',
    subscribe: 'Subscribe now',
    firstPayment: '+ $199.00 on the first payment',
    prices: { standard: ['$17.90', '$77.90', '$87.90', '$87.90'], wordpress: ['$27.90', '$87.90', '$97.90', '$97.90'] },
    limits: {
      STARTER: ['1 domain', '3 subdomains', '2,000 subscribers', '2 GB of disk space'],
      MARKETER: ['3 domains', '5 subdomains', '5,000 subscribers', '5 GB of disk space'],
      PREMIUM: ['15 domains', 'Unlimited subdomains', '10,000 subscribers', '10 GB of disk space'],
      'FUNNEL CLUB': ['15 domains', 'Unlimited subdomains', '25,000 subscribers', '10 GB of disk space'],
    },
    guarantee: 'Request a refund within 7 days of your first payment.',
    feature: 'Feature',
  },
  pt: {
    standard: 'Planos padrão',
    wordpress: 'Planos WordPress',
    subscribe: 'Assinar agora',
    firstPayment: '+ $ 199,00 no primeiro pagamento',
    prices: { standard: ['$ 17,90', '$ 77,90', '$ 87,90', '$ 87,90'], wordpress: ['$ 27,90', '$ 87,90', '$ 97,90', '$ 97,90'] },
    limits: {
      STARTER: ['1 domínio', '3 subdomínios', '2.000 assinantes', '2 GB de espaço em disco'],
      MARKETER: ['3 domínios', '5 subdomínios', '5.000 assinantes', '5 GB de espaço em disco'],
      PREMIUM: ['15 domínios', 'Subdomínios ilimitados', '10.000 assinantes', '10 GB de espaço em disco'],
      'FUNNEL CLUB': ['15 domínios', 'Subdomínios ilimitados', '25.000 assinantes', '10 GB de espaço em disco'],
    },
    guarantee: 'Solicite o reembolso em até 7 dias após o primeiro pagamento.',
    feature: 'Recurso',
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
    test('part 1 §3: shows the four standard plans with their prices and subscribe links', async ({ page }) => {
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      await expect(legacy.cards()).toHaveCount(4);
      expect(await cardSummary(legacy, text.subscribe)).toEqual(
        TITLES.map((_title, i) => ({ price: text.prices.standard[i], href: `/payment/${SLUGS.standard[i]}` })),
      );
      await expect(legacy.card('FUNNEL CLUB')).toContainText(text.firstPayment);
    });

    test('part 1 §9: shows each plan\'s domains, subdomains, subscribers and disk space', async ({ page }) => {
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      for (const title of TITLES) {
        const lines = (await legacy.infoLines(title).allInnerTexts()).map(plain);
        expect(lines, title).toEqual(text.limits[title]);
      }
    });

    test('part 1 §2: switches to the WordPress plans and back without JavaScript', async ({ browser }) => {
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

    test('part 1 §2: the toggle works from the keyboard with JavaScript on', async ({ page }) => {
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

    test('part 1 §2: security badges, comparison groups and five FAQs work without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const legacy = new LegacyPlansPage(page);
      await legacy.open(lang);
      await expect(page.getByText(text.guarantee)).toBeVisible();
      for (const brand of ['Visa', 'Master Card', 'American Express', 'Discover', 'Diners Club']) {
        await expect(page.getByRole('img', { name: brand })).toBeVisible();
      }
      const groups = page.locator('.compare details');
      await expect(groups).toHaveCount(3);
      const second = groups.nth(1);
      await expect(second.getByRole('table')).toBeHidden();
      await second.locator('summary').click();
      await expect(second.getByRole('columnheader')).toHaveText([text.feature, ...TITLES]);
      const faqs = page.locator('.faq details');
      await expect(faqs).toHaveCount(5);
      await faqs.first().locator('summary').click();
      await expect(faqs.first().locator('p')).toBeVisible();
      await context.close();
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

test('SEO: the legacy page names its language variants and canonical URL', async ({ page }) => {
  await page.goto('/pt/plans-legacy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pt\/plans-legacy$/);
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs).toEqual(['en', 'pt', 'es', 'it', 'fr', 'de', 'pl', 'x-default']);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Starter, Marketer, Premium/);
});
