import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, stubOtherSites, type CheckoutLang } from '../pages/checkout-page';

// Part 1 §4 and §8: the loading view and every load outcome of part 1 §4 and §8, in two languages each.
// A visitor's language is the browser's; a logged-in buyer's is the office language (br/team -> pt, us -> en, mx -> es).
const OFFICE = 'https://office.example.com/';
const HOME = 'https://www.example.com/';

/** Every URL the main frame showed, in order: a notice page that sends the browser on is still seen. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Records every text the loading view showed, however briefly (the named message lasts until the next phase answers). */
async function recordLoadingTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingTexts: string[] }).__loadingTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('.checkout-loading .personal')) {
        const text = node.textContent ?? '';
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
    ['us', 'en', "John, we're preparing your checkout…"],
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
      if (lang !== 'en') expect(shown.filter((text) => /preparing your checkout/.test(text))).toEqual([]);
      await context.close();
    });
  }
});

test.describe('load outcomes that leave for another page (part 1 §2, §4, §8)', () => {
  const leaving: { name: string; lang: CheckoutLang; path: string; lands: string | RegExp; via?: RegExp }[] = [
    { name: 'plan_or_fee_not_found: an unknown slug', lang: 'pt', path: '/payment/no-such-plan', via: /\/pt\/not-found-plan-or-fee\?slug=no-such-plan$/, lands: HOME },
    { name: 'plan_or_fee_not_found: an unknown slug', lang: 'en', path: '/payment/no-such-plan', via: /:\d+\/not-found-plan-or-fee\?slug=no-such-plan$/, lands: HOME },
    { name: 'plan_or_fee_inactive: a 1EUR coupon in the URL', lang: 'pt', path: '/payment/premium-plus-plan?coupon=1EUR', lands: /\/pt\/plan-or-fee-inactive\/premium-plus-plan\?currency=USD$/ },
    { name: 'plan_or_fee_inactive: a 1EUR coupon in the URL', lang: 'de', path: '/payment/premium-plus-plan?coupon=1EUR', lands: /\/de\/plan-or-fee-inactive\/premium-plus-plan\?currency=USD$/ },
    { name: "plan_or_fee_inactive: black-friday-plan goes to its redir_on_inactive", lang: 'pt', path: '/payment/black-friday-plan', lands: `${HOME}plans` },
    { name: "plan_or_fee_inactive: black-friday-plan goes to its redir_on_inactive", lang: 'en', path: '/payment/black-friday-plan', lands: `${HOME}plans` },
    { name: 'currency_not_available: a GHS plan', lang: 'pt', path: '/payment/ghana-plan', lands: /\/pt\/currency-not-available\?currency=GHS$/ },
    { name: 'currency_not_available: a GHS plan', lang: 'es', path: '/payment/ghana-plan', lands: /\/es\/currency-not-available\?currency=GHS$/ },
    { name: 'unavailable: WordPress plan without stn_wp_order_id', lang: 'pt', path: '/payment/wordpress-cloud-plan', lands: /\/pt\/unavailable\?case=wordpress$/ },
    { name: 'unavailable: WordPress plan without stn_wp_order_id', lang: 'en', path: '/payment/wordpress-cloud-plan', lands: /:\d+\/unavailable\?case=wordpress$/ },
    { name: 'unavailable: template plan without tp_slug', lang: 'pt', path: '/payment/premium-template-plan', lands: /\/pt\/unavailable\?case=template$/ },
    { name: 'unavailable: template plan without tp_slug', lang: 'de', path: '/payment/premium-template-plan', lands: /\/de\/unavailable\?case=template$/ },
    { name: 'continue_load: extra storage as a visitor goes to the office', lang: 'pt', path: '/payment/extra-storage?extraStorage=1&extraStorageQtd=2', lands: OFFICE },
    { name: 'continue_load: extra storage as a visitor goes to the office', lang: 'en', path: '/payment/extra-storage?extraStorage=1', lands: OFFICE },
  ];
  for (const { name, lang, path, lands, via } of leaving) {
    test(`${name} (${lang} visitor)`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const page = await context.newPage();
      await stubOtherSites(page);
      const urls = recordNavigations(page);
      await page.goto(path);
      await expect(page).toHaveURL(lands, { timeout: 15_000 });
      if (via) expect(urls.some((url) => via.test(url))).toBe(true);
      await context.close();
    });
  }

  for (const [user, lang, lands] of [
    ['us', 'en', /:\d+\/unavailable\?case=brl_outside_brazil$/],
    ['de', 'de', /\/de\/unavailable\?case=brl_outside_brazil$/],
  ] as const) {
    test(`unavailable: a BRL plan for a buyer outside Brazil (${user}, ${lang})`, async ({ page }) => {
      await page.goto(`/payment/premium-plan-149-brl?sandbox-user=${user}`);
      await expect(page).toHaveURL(lands, { timeout: 15_000 });
    });
  }

  for (const [user, lang] of [
    ['br', 'pt'],
    ['us', 'en'],
  ] as const) {
    test(`unavailable: a domain that cannot be renewed shows the server's message, handed over outside the URL (${user}, ${lang})`, async ({ page }) => {
      await page.goto(`/payment/domain-purchase?sandbox-user=${user}&payDomain=1&domain=expired-shop.com`);
      const prefix = lang === 'en' ? ':\\d+' : `\\/${lang}`;
      await expect(page).toHaveURL(new RegExp(`${prefix}\\/unavailable\\?case=domain_not_renewable$`), { timeout: 15_000 });
      await expect(page.getByText('O domínio expired-shop.com expirou há mais de 40 dias')).toBeVisible();
    });
  }

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

  test('is_team_account: a team account on a fee is blocked too (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.open('implementation-fee', { 'sandbox-user': 'team' });
    await expect(checkout.alerts()).toContainText('Não é possivel efetuar compra com conta time!');
  });

  for (const [query, title] of [
    [{ extraStorage: '1', extraStorageQtd: '2' }, 'Armazenamento extra'],
    [{ extraConnection: '1', extraConnectionQtd: '1' }, 'Conexão de domínio extra'],
  ] as const) {
    test(`is_team_account: a team account may buy ${title} and continue`, async ({ page }) => {
      const checkout = new CheckoutPage(page, 'pt');
      await checkout.openLoaded(`${query.extraStorage ? 'extra-storage' : 'extra-connection'}`, { 'sandbox-user': 'team', ...query });
      await expect(checkout.cart.productTitle()).toHaveText(title);
      await expect(checkout.account.card()).toContainText('team@sandbox.test');
      await checkout.continueButton().click();
      await expect(checkout.activeStep()).toContainText('Pagamento');
    });
  }

  for (const [user, lang, order, message, reload] of [
    ['br', 'pt', 'UNKNOWN', 'Opsss, Infelizmente ocorreu algum erro no carregamento do checkout, tente novamente clicando no botão abaixo', 'Tentar novamente'],
    ['mx', 'es', 'ORD-1001', '¡Ups! Se produjo un error al cargar la página de pago. Inténtelo de nuevo con el botón de abajo.', 'Reintentar'],
  ] as const) {
    test(`error_domain: an order that is unknown or someone else's ends in the load-error view (${lang})`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.open('domain-registry', { 'sandbox-user': user, order });
      await expect(checkout.alerts()).toContainText(message);
      await expect(page.getByRole('button', { name: reload })).toBeVisible();
      await checkout.expectNoAxeViolations();
    });
  }

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
