import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// Issue 5 budget: the visitor's screens other than Novo cadastro and the coupon check are chunks fetched on demand.
// A chunk that does not arrive (offline, a deploy that removed it) ends in the no-connection message with a retry
// that fetches it again, and nothing typed is lost. The context routes the chunk (the sandbox's service worker
// forwards page requests, which page-level routes do not see).

const NO_CONNECTION = {
  pt: 'Sem conexão. Verifique sua internet e tente novamente.',
  en: 'No connection. Please check your internet connection and try again.',
} as const;

/** Makes the next request for the chunk named `name` fail as offline; later requests go through. Resolves the request count. */
async function failChunkOnce(page: Page, name: string): Promise<() => number> {
  let requests = 0;
  // A retry may ask the chunk under a fresh URL (`?retry=N`, decision 011): browsers that keep a failed import.
  await page.context().route(new RegExp(`/_astro/${name}\\.[^/?]+\\.js(\\?retry=\\d+)?$`), (route) => {
    requests += 1;
    return requests === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  return () => requests;
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`chunks on demand (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('the login screen: a failed chunk shows the message with the focus, the retry opens the login with its title focused', async ({ page }) => {
      const requests = await failChunkOnce(page, 'LoginForm');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan');
      await expect(checkout.registrationForm()).toBeVisible();
      expect(requests()).toBe(0);
      await checkout.registrationForm().getByRole('button', { name: checkout.t('checkout:account.registration.go_to_login') }).click();
      const alert = checkout.alerts().filter({ hasText: NO_CONNECTION[lang] });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      await page.getByRole('button', { name: checkout.t('errors:request.retry') }).click();
      await expect(checkout.loginForm()).toBeVisible();
      await expect(checkout.loginForm().getByRole('heading', { name: checkout.t('checkout:account.login.title') })).toBeFocused();
      expect(requests()).toBe(2);
    });

    test('the coupon check: a failed chunk ends like a failed request, the code kept, and the retry applies it', async ({ page }) => {
      const requests = await failChunkOnce(page, 'coupon-check');
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us' });
      expect(requests()).toBe(0);
      await checkout.applyCoupon('OFF10');
      await expect(checkout.couponBox().getByRole('alert')).toHaveText(NO_CONNECTION[lang]);
      await expect(checkout.couponInput()).toHaveValue('OFF10');
      await checkout.couponBox().getByRole('button', { name: checkout.t('checkout:coupon.retry') }).click();
      await expect(checkout.couponBox()).toContainText(checkout.t('checkout:coupon.applied', { code: 'OFF10' }));
      await expect(checkout.couponBox().getByRole('alert')).toHaveCount(0);
      expect(requests()).toBe(2);
    });
  });
}
