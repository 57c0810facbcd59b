import { expect, test } from '@playwright/test';
import { PlansPage } from './pages/plans-page';

// Part 1 §2, §5 and decision 019: every subscribe button of a plans page leads a visitor, wherever they are, to a
// checkout they can pay in; Brazilian prices become the visitor's own, announced, never the BRL notice.
const PAGES = [
  { path: '/pt/plans', subscribe: 'ASSINAR AGORA', says: 'Preços para Brasil', checkoutNote: /Preços para/ },
  { path: '/plans', subscribe: 'SUBSCRIBE NOW', says: 'Prices for United States', checkoutNote: null },
  { path: '/de/plans', subscribe: 'JETZT ABONNIEREN', says: 'Preise für Deutschland', checkoutNote: null },
  { path: '/es/plans', subscribe: 'SUSCRIBIRSE AHORA', says: 'Precios para', checkoutNote: null },
] as const;

for (const page of PAGES) {
  for (const country of ['US', 'PT', 'DE', 'BR'] as const) {
    // The journey from a plans page to the checkout once on a phone (pt, a visitor in Brazil).
    const tag = page.path === '/pt/plans' && country === 'BR' ? '@phone' : [];
    test(`${page.path} for a visitor in ${country}: the first subscribe button reaches a loaded checkout`, { tag }, async ({ page: browser }) => {
      const plans = new PlansPage(browser);
      await browser.goto(`${page.path}?sandbox-user=visitor&sandbox-country=${country}`);
      await expect(browser.getByText(page.says).first()).toBeVisible();
      const link = plans.subscribeLinks(page.subscribe).first();
      await link.click();
      await expect(browser).toHaveURL(/\/payment\//);
      await expect(browser.getByRole('navigation').filter({ has: browser.locator('[aria-current="step"]') })).toBeVisible({ timeout: 15_000 });
      const note = browser.getByRole('note').filter({ hasText: /:/ });
      if (page.checkoutNote && country !== 'BR') await expect(note.first()).toHaveText(page.checkoutNote);
      else await expect(browser.getByText(/Preços para|Prices for|Preise für|Precios para/)).toHaveCount(0);
    });
  }
}
