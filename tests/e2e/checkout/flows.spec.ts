import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

// Part 1 §4 and §9: the plan journey loads in the sandbox and shows its product and price, in two languages (the
// office language of the account: br -> pt; a visitor reads the browser's). Every other flow of part 1 §4 and its
// language is a row of src/islands/checkout/cart/flows-cart.test.tsx, which loads it over the sandbox handlers and
// renders the cart and the step header; its amounts are rows of src/stores/checkout/load/load-sequence.test.ts.

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
  { flow: 'plan', lang: 'pt', user: 'br', slug: 'premium-plus-plan', title: 'Premium Plus', price: 'US$ 199,00', step: 'Plano' },
  { flow: 'plan', lang: 'en', slug: 'premium-plus-plan', title: 'Premium Plus', price: '$199.00', step: 'Plan' },
  // Decision 043: a Mexican buyer reads pesos as "$" in Mexico's format (not Spain's "3383,00 $"), and USD as "USD".
  { flow: 'country price', lang: 'es', user: 'mx', slug: 'premium-plus-plan', query: { country: 'mx' }, title: 'Premium Plus', price: '$3,383.00', step: 'Plan' },
  { flow: 'plan', lang: 'es', user: 'mx', slug: 'premium-plus-plan', title: 'Premium Plus', price: 'USD 199.00', step: 'Plan' },
  { flow: 'plan', lang: 'de', user: 'de', slug: 'premium-plus-plan', title: 'Premium Plus', price: '199,00 $', step: 'Tarif' },
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
  // The carousel's paging and adding in English are rows of SuggestionsCarousel.test.tsx.
  for (const [lang, user, page1, page2] of [
    ['pt', 'br', 'Página 1 de 3', 'Página 2 de 3'],
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
});
