import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// DESIGN.md performance budgets: the visitor's screens other than Novo cadastro and the coupon check are chunks fetched on demand.
// A chunk that does not arrive (offline, a deploy that removed it) ends in the no-connection message with a retry
// that fetches it again, and nothing typed is lost. The context routes the chunk (the sandbox's service worker
// forwards page requests, which page-level routes do not see). Runs in the current Chromium and in Debian's
// Chromium 150 (project desktop-chromium-150), which keeps a failed module import (decision 011).

const NO_CONNECTION = {
  pt: 'Sem conexão. Verifique sua internet e tente novamente.',
  en: 'No connection. Please check your internet connection and try again.',
} as const;

/**
 * Makes the first request for each chunk named in `names` fail as offline; later requests go through. Resolves the
 * request count of all of them. A retry may ask a chunk under a fresh URL (`?retry=N`), and the page fetches a
 * part's files before importing them (decision 011): the count grows by more than one per load.
 */
async function failChunksOnce(page: Page, ...names: string[]): Promise<() => number> {
  let requests = 0;
  const failed = new Set<string>();
  await page.context().route(new RegExp(`/_astro/(${names.join('|')})\\.[^/?]+\\.js(\\?retry=\\d+)?$`), (route) => {
    requests += 1;
    const file = new URL(route.request().url()).pathname;
    if (failed.has(file)) return route.continue();
    failed.add(file);
    return route.abort('internetdisconnected');
  });
  return () => requests;
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`chunks on demand (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('the login screen: a failed chunk shows the message with the focus, the retry opens the login with its title focused', async ({ page }) => {
      const requests = await failChunksOnce(page, 'LoginForm');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan');
      await expect(checkout.account.registrationForm()).toBeVisible();
      expect(requests()).toBe(0);
      await checkout.account.registrationForm().getByRole('button', { name: checkout.t('checkout:account.registration.go_to_login') }).click();
      const alert = checkout.alerts().filter({ hasText: NO_CONNECTION[lang] });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      await page.getByRole('button', { name: checkout.t('errors:request.retry') }).click();
      await expect(checkout.account.loginForm()).toBeVisible();
      await expect(checkout.account.loginForm().getByRole('heading', { name: checkout.t('checkout:account.login.title') })).toBeFocused();
      expect(requests()).toBeGreaterThan(1);
    });

    test('the coupon check: a failed chunk ends like a failed request, the code kept, and the retry applies it', async ({ page }) => {
      const requests = await failChunksOnce(page, 'coupon-check');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us' });
      expect(requests()).toBe(0);
      await checkout.coupon.apply('OFF10');
      await expect(checkout.coupon.box().getByRole('alert')).toHaveText(NO_CONNECTION[lang]);
      await expect(checkout.coupon.input()).toHaveValue('OFF10');
      await checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.retry') }).click();
      await expect(checkout.coupon.box()).toContainText(checkout.t('checkout:coupon.applied', { code: 'OFF10' }));
      await expect(checkout.coupon.box().getByRole('alert')).toHaveCount(0);
      expect(requests()).toBeGreaterThan(1);
    });

    test('offline: the coupon check and a module only it imports (the reasons) both fail, the retry applies the code', async ({ page }) => {
      const requests = await failChunksOnce(page, 'coupon-check', 'coupon-reasons');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us' });
      await checkout.coupon.apply('OFF10');
      await expect(checkout.coupon.box().getByRole('alert')).toHaveText(NO_CONNECTION[lang]);
      await checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.retry') }).click();
      await expect(checkout.coupon.box()).toContainText(checkout.t('checkout:coupon.applied', { code: 'OFF10' }));
      expect(requests()).toBeGreaterThan(2);
    });

    test('the card provider: a failed chunk shows the message in the card panel, the retry mounts the card fields (part 2 §2)', async ({ page }) => {
      const requests = await failChunksOnce(page, 'SandboxCardS');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us' });
      await checkout.continueButton().click();
      await checkout.payment.method('creditCard').click();
      await checkout.payment.holder().fill('Ana Souza');
      const panel = checkout.payment.panel('creditCard');
      await expect(panel.getByRole('alert')).toHaveText(NO_CONNECTION[lang]);
      await panel.getByRole('button', { name: checkout.t('errors:request.retry') }).click();
      await expect(checkout.payment.cardFrame().getByRole('textbox', { name: checkout.t('payment:card.number') })).toBeEditable();
      await expect(checkout.payment.holder()).toHaveValue('Ana Souza');
      expect(requests()).toBeGreaterThan(1);
    });
  });
}
