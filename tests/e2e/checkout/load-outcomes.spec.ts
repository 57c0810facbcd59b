import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, recordNavigations, stubOtherSites } from '../pages/checkout-page';

// Part 1 §4 and §8: the loading view and one journey per kind of load outcome, each family in two languages.
// Every outcome and language is a row below the browser: src/stores/checkout/load/load-sequence.test.ts (the
// outcome and the notice page's address) and src/islands/checkout/views/load-views.test.tsx (the views' texts).
// A visitor's language is the browser's; a logged-in buyer's is the office language (br/team -> pt, us -> en, mx -> es).
const OFFICE = 'https://office.example.com/';
const HOME = 'https://www.example.com/';

/**
 * Records every text the loading view showed, however briefly (the named message lasts until the next phase answers).
 * The text shown: the static HTML holds it in every language and shows one (innerText skips the hidden ones).
 */
async function recordLoadingTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingTexts: string[] }).__loadingTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll<HTMLElement>('.checkout-loading .personal')) {
        const text = node.innerText.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loadingTexts: string[] }).__loadingTexts);
}

test.describe('the loading view (part 1 §2 "checkout is being prepared")', () => {
  for (const [lang, text] of [
    ['pt', 'Estamos preparando o seu checkout...'],
    ['de', 'Wir bereiten Ihren Checkout vor …'],
    ['en', "We're preparing your checkout…"],
  ] as const) {
    test(`the static HTML shows the text in the browser's language before the island runs (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const page = await context.newPage();
      // Only the page's inline script runs: the island's modules never arrive.
      await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
      await page.goto('/payment/premium-plus-plan');
      // Every language is in the HTML; only the browser's is displayed (innerText skips the hidden ones).
      const loading = page.getByRole('status');
      await expect(loading).toHaveText(text, { useInnerText: true });
      await expect(loading.getByText(text)).toHaveAttribute('lang', lang);
      await context.close();
    });
  }

  test('without JavaScript the page says, in every language, that paying needs JavaScript (no endless spinner)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/payment/premium-plus-plan');
    const notice = page.getByRole('alert');
    await expect(notice.locator('p[lang="pt"]')).toHaveText('Para pagar, ative o JavaScript no seu navegador e recarregue esta página.');
    await expect(notice.locator('p[lang="de"]')).toHaveText('Um zu bezahlen, aktivieren Sie bitte JavaScript in Ihrem Browser und laden Sie diese Seite neu.');
    await expect(notice.locator('p[lang]')).toHaveCount(6);
    await expect(page.getByRole('status')).toBeHidden();
    await context.close();
  });

  for (const [user, lang, named] of [
    ['br', 'pt', 'Ana, estamos preparando o seu checkout...'],
    ['mx', 'es', 'Sofía, estamos preparando su pago…'],
  ] as const) {
    test(`logged in, the loading message carries the buyer's first name (${lang})`, async ({ browser }) => {
      // A buyer whose browser speaks their office language, so the named message is not raced by a language switch.
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const page = await context.newPage();
      const texts = await recordLoadingTexts(page);
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      const shown = await texts();
      expect(shown).toContain(named);
      // The island never switches to English on the way (the static view was already in the buyer's language).
      expect(shown.filter((text) => /preparing your checkout/.test(text))).toEqual([]);
      await context.close();
    });
  }
});

test.describe('load outcomes that leave for another page (part 1 §2, §4, §8)', () => {
  // One journey per language: the notice page in the page language, then the page it sends on to. Every outcome
  // and language of this family is a row of load-sequence.test.ts ("the notice page in the page language").
  test('plan_or_fee_not_found: an unknown slug shows the notice page, which sends on home (pt visitor)', async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE.pt });
    const page = await context.newPage();
    await stubOtherSites(page);
    const urls = recordNavigations(page);
    await page.goto('/payment/no-such-plan');
    await expect(page).toHaveURL(HOME, { timeout: 15_000 });
    expect(urls.some((url) => /\/pt\/not-found-plan-or-fee\?slug=no-such-plan$/.test(url))).toBe(true);
    await context.close();
  });

  test('unavailable: a domain that cannot be renewed shows the server\'s message, handed over outside the URL (br, pt)', async ({ page }) => {
    await page.goto('/payment/domain-purchase?sandbox-user=br&payDomain=1&domain=expired-shop.com');
    await expect(page).toHaveURL(/\/pt\/unavailable\?case=domain_not_renewable$/, { timeout: 15_000 });
    await expect(page.getByText('O domínio expired-shop.com expirou há mais de 40 dias')).toBeVisible();
  });

  test('currency_not_available: the plan title is handed over outside the URL and shown (en)', async ({ page }) => {
    await page.goto('/payment/ghana-plan');
    await expect(page).toHaveURL(/:\d+\/currency-not-available\?currency=GHS$/, { timeout: 15_000 });
    await expect(page.getByText('Plan or fee: Ghana Plan')).toBeVisible();
  });

  test('continue_load: extra connection as a visitor goes to the office, never showing the checkout', async ({ page }) => {
    await stubOtherSites(page);
    const urls = recordNavigations(page);
    await page.goto('/payment/extra-connection?extraConnection=1&extraConnectionQtd=1');
    await expect(page).toHaveURL(OFFICE, { timeout: 15_000 });
    expect(urls.filter((url) => url.includes('/payment/'))).toHaveLength(1);
  });
});

test.describe('load outcomes shown on the checkout page', () => {
  test('is_team_account: a team account on a plan sees the spec message and no Continuar (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.open('premium-plus-plan', { 'sandbox-user': 'team' });
    await expect(checkout.alerts()).toContainText('Não é possivel efetuar compra com conta time!');
    await expect(page.getByText('Não é possivel efetuar compra com conta time!')).toBeFocused();
    // Not a dead end: the office, where the team account is managed.
    await expect(checkout.alerts().getByRole('link', { name: 'Ir para Office' })).toHaveAttribute('href', /^https:\/\//);
    await expect(checkout.continueButton()).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
    await checkout.expectNoAxeViolations();
  });

  test('is_team_account: a team account may buy extra storage and continue (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('extra-storage', { 'sandbox-user': 'team', extraStorage: '1', extraStorageQtd: '2' });
    await expect(checkout.cart.productTitle()).toHaveText('Armazenamento extra');
    await expect(checkout.account.card()).toContainText('team@sandbox.test');
    await checkout.continueButton().click();
    await expect(checkout.activeStep()).toContainText('Pagamento');
  });

  for (const [lang, message, reload, title] of [
    ['pt', 'Opsss, Infelizmente ocorreu algum erro no carregamento do checkout, tente novamente clicando no botão abaixo', 'Tentar novamente', 'Premium Plus'],
    ['en', 'Oops, something went wrong while loading the checkout. Please try again using the button below.', 'Try again', 'Premium Plus'],
  ] as const) {
    test(`a failed plan lookup shows the load-error view, and its button loads the checkout (${lang} visitor)`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const page = await context.newPage();
      const checkout = new CheckoutPage(page, lang);
      await checkout.open('premium-plus-plan', { 'sandbox-fault': 'http500', 'sandbox-fault-path': 'plan-or-fee', 'sandbox-fault-times': '1' });
      await expect(checkout.alerts()).toContainText(message);
      const button = page.getByRole('button', { name: reload });
      await expect(page.getByText(message)).toBeFocused();
      await checkout.expectNoAxeViolations();
      await button.click();
      await checkout.expectLoaded();
      await expect(checkout.cart.productTitle()).toHaveText(title);
      await context.close();
    });
  }
});
