import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

// Part 1 §4 and §9: every purchase flow of part 1 §4 loads in the sandbox and shows its product and price, in two
// languages each (the office language of the account: br -> pt, us/paypal-only -> en, mx -> es, de -> de;
// a visitor reads the browser's). Titles are the sandbox office's data, so they do not change with the language.

interface Flow {
  flow: string;
  lang: CheckoutLang;
  /** Sandbox account; none for a visitor. */
  user?: string;
  slug: string;
  query?: Record<string, string>;
  title: string;
  price: string;
  /** The first step's name in the step header (Plano for plans and tools, Taxa for fees). */
  step: string;
}

const FLOWS: Flow[] = [
  { flow: 'plan', lang: 'pt', user: 'br', slug: 'premium-plus-plan', title: 'Premium Plus', price: '$ 199,00', step: 'Plano' },
  { flow: 'plan', lang: 'en', slug: 'premium-plus-plan', title: 'Premium Plus', price: '$199.00', step: 'Plan' },
  { flow: 'fee with a plan to activate', lang: 'pt', user: 'br', slug: 'implementation-fee', title: 'Implementation + Essentials', price: '$ 97,00', step: 'Taxa' },
  { flow: 'fee with a plan to activate', lang: 'en', user: 'us', slug: 'implementation-fee', title: 'Implementation + Essentials', price: '$97.00', step: 'Fee' },
  { flow: 'tool', lang: 'pt', user: 'br', slug: 'funnel-builder-tool', title: 'Funnel Builder', price: '$ 29,00', step: 'Plano' },
  { flow: 'tool', lang: 'en', user: 'us', slug: 'funnel-builder-tool', title: 'Funnel Builder', price: '$29.00', step: 'Plan' },
  { flow: 'domain purchase', lang: 'pt', user: 'br', slug: 'domain-purchase', query: { payDomain: '1', domain: 'minhaloja.com.br' }, title: 'Registro de domínio', price: 'R$ 40,00', step: 'Taxa' },
  { flow: 'domain purchase', lang: 'en', user: 'us', slug: 'domain-purchase', query: { payDomain: '1', domain: 'minhaloja.com' }, title: 'Registro de domínio', price: '$17.98', step: 'Fee' },
  { flow: 'extra storage', lang: 'pt', user: 'br', slug: 'extra-storage', query: { extraStorage: '1', extraStorageQtd: '2' }, title: 'Armazenamento extra', price: '$ 10,00', step: 'Taxa' },
  { flow: 'extra storage', lang: 'en', user: 'us', slug: 'extra-storage', query: { extraStorage: '1', extraStorageQtd: '3' }, title: 'Armazenamento extra', price: '$15.00', step: 'Fee' },
  { flow: 'extra connection', lang: 'pt', user: 'br', slug: 'extra-connection', query: { extraConnection: '1', extraConnectionQtd: '2' }, title: 'Conexão de domínio extra', price: '$ 6,00', step: 'Taxa' },
  { flow: 'extra connection', lang: 'en', user: 'us', slug: 'extra-connection', query: { extraConnection: '1', extraConnectionQtd: '1' }, title: 'Conexão de domínio extra', price: '$3.00', step: 'Fee' },
  { flow: 'domain registry', lang: 'pt', user: 'br', slug: 'domain-registry', query: { order: 'ORD-1001' }, title: 'Domain registry order', price: '$ 12,99', step: 'Taxa' },
  { flow: 'domain registry (charged amount in MXN)', lang: 'es', user: 'mx', slug: 'premium-plus-plan', query: { order: 'ORD-1005' }, title: 'Premium Plus', price: '3383,00 MXN$', step: 'Plan' },
  { flow: 'WordPress cloud', lang: 'pt', user: 'br', slug: 'wordpress-cloud-plan', query: { stn_wp_order_id: 'wp-1001' }, title: 'WordPress Cloud', price: '$ 29,90', step: 'Plano' },
  { flow: 'WordPress cloud', lang: 'en', user: 'us', slug: 'wordpress-cloud-plan', query: { stn_wp_order_id: 'wp-2002' }, title: 'WordPress Cloud', price: '$59.90', step: 'Plan' },
  { flow: 'premium template', lang: 'pt', user: 'br', slug: 'premium-template-plan', query: { tp_slug: 'agency-pro' }, title: 'Premium Template', price: '$ 49,00', step: 'Plano' },
  { flow: 'premium template', lang: 'en', slug: 'premium-template-plan', query: { tp_slug: 'restaurant-deluxe' }, title: 'Premium Template', price: '$29.00', step: 'Plan' },
  { flow: 'pause account (USD 15 converted to EUR)', lang: 'pt', user: 'br', slug: 'pause-account', query: { pause_account: '1', currency: 'EUR' }, title: 'Pausar conta', price: '€ 13,80', step: 'Taxa' },
  { flow: 'pause account (USD 15 converted to EUR)', lang: 'de', user: 'de', slug: 'pause-account', query: { pause_account: '1', currency: 'EUR' }, title: 'Pausar conta', price: '13,80 €', step: 'Gebühr' },
  { flow: 'country price', lang: 'pt', user: 'br', slug: 'essentials-plan', query: { country: 'br' }, title: 'Essentials', price: 'R$ 245,00', step: 'Plano' },
  { flow: 'country price', lang: 'en', slug: 'essentials-plan', query: { country: 'de' }, title: 'Essentials', price: '€45.08', step: 'Plan' },
  { flow: 'bundle plan', lang: 'pt', user: 'br', slug: 'bundle-plan', title: 'Bundle', price: '$ 27,00', step: 'Plano' },
  { flow: 'bundle plan', lang: 'en', slug: 'bundle-plan', title: 'Bundle', price: '$27.00', step: 'Plan' },
];

for (const { flow, lang, user, slug, query, title, price, step } of FLOWS) {
  test(`${flow}: loads and shows ${title} at ${price} (${lang}${user ? `, ${user}` : ' visitor'})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
    const checkout = new CheckoutPage(await context.newPage(), lang);
    await checkout.openLoaded(slug, { ...(user ? { 'sandbox-user': user } : {}), ...query });
    await expect(checkout.cart.productTitle()).toHaveText(title);
    expect(await checkout.cart.price()).toBe(price);
    expect(await checkout.cart.total()).toBe(price);
    await expect(checkout.activeStep()).toContainText(step);
    await checkout.expectNoAxeViolations();
    await context.close();
  });
}

test.describe('flow details', () => {
  for (const [lang, user, page1, page2] of [
    ['pt', 'br', 'Página 1 de 3', 'Página 2 de 3'],
    ['en', 'us', 'Page 1 of 3', 'Page 2 of 3'],
  ] as const) {
    test(`tool: the suggestions carousel shows 3 tools a page and moves one into the cart (${lang})`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('funnel-builder-tool', { 'sandbox-user': user });
      const carousel = checkout.cart.suggestions();
      await expect(carousel.getByRole('listitem')).toHaveCount(3);
      await expect(carousel).toContainText(page1);
      await carousel.getByRole('button', { name: checkout.t('checkout:suggestions.next') }).click();
      await expect(carousel).toContainText(page2);
      await expect(carousel.getByRole('listitem')).toHaveCount(3);
      await carousel.getByRole('button', { name: checkout.t('checkout:suggestions.go_to_page', { page: 3 }) }).click();
      await expect(carousel.getByRole('listitem')).toHaveCount(2);
      await expect(carousel.getByRole('button', { name: checkout.t('checkout:suggestions.next') })).toBeDisabled();
      await carousel.getByRole('button', { name: checkout.t('checkout:suggestions.go_to_page', { page: 1 }) }).click();
      const first = carousel.getByRole('listitem').first();
      const name = (await first.getByRole('strong').or(first.locator('strong')).first().innerText()).trim();
      await first.getByRole('button').click();
      // The tool leaves the suggestions and joins the cart, and the total grows by its price.
      await expect(checkout.cart.region()).toContainText(name);
      await expect(carousel).not.toContainText(name);
      expect(await checkout.cart.total()).not.toBe(await checkout.cart.price());
      await checkout.expectNoAxeViolations();
    });
  }

  for (const [lang, user, detail] of [
    ['pt', 'br', ['minhaloja.com', '1 ano', 'Não incluída']],
    ['es', 'mx', null],
  ] as const) {
    test(`domain registry: the order's detail is shown for a domain order only (${lang})`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded(detail ? 'domain-registry' : 'premium-plus-plan', { 'sandbox-user': user, order: detail ? 'ORD-1001' : 'ORD-1005' });
      if (detail) for (const text of detail) await expect(checkout.cart.registryDetail()).toContainText(text);
      else await expect(checkout.cart.registryDetail()).toHaveCount(0);
    });
  }

  for (const [lang, user] of [['pt', 'br'], ['en', 'us']] as const) {
    test(`fee with a plan to activate: product 65 hides the trust stamps (${lang})`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('implementation-fee', { 'sandbox-user': user });
      await expect(checkout.cart.stamps()).toHaveCount(0);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      await expect(checkout.cart.stamps().getByRole('listitem')).toHaveCount(4);
    });
  }

  for (const [lang, user, methods] of [
    ['en', 'paypal-only', ['PayPal']],
    ['en', 'us', null],
  ] as const) {
    test(`PayPal-only: step 2 lists only PayPal for a flagged account (${user})`, async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      await checkout.continueButton().click();
      const list = checkout.payment.methods();
      if (methods) await expect(list).toHaveText(methods);
      else {
        await expect(list.first()).toBeVisible();
        expect(await list.count()).toBeGreaterThan(1);
      }
    });
  }
});
