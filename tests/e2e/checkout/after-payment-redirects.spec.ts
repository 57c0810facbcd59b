import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

/*
 * Where step 3 sends the buyer (part 2 §4.5 "Redirect target precedence"; DESIGN.md "Security": every target through
 * the allow-list, anything else to the office). Step 3 is opened with the sandbox's development skip button
 * (`dev-mode=1`, no payment made), and the target is read from the countdown's "go now" link, which is the address
 * the countdown then assigns (payment-done.spec.ts follows that navigation itself).
 */

const USER: Record<'pt' | 'es' | 'en', string> = { pt: 'br', es: 'mx', en: 'us' };

async function targetOf(checkout: CheckoutPage, slug: string, query: Record<string, string> = {}): Promise<string | null> {
  const { page } = checkout;
  await checkout.openLoaded(slug, { 'sandbox-user': USER[checkout.lang as 'pt' | 'es' | 'en'], 'dev-mode': '1', ...query });
  await checkout.continueButton().click();
  await page.getByRole('button', { name: checkout.t('common:sandbox.skip_payment') }).click();
  const link = page.getByRole('link', { name: checkout.t('payment:done.redirect_now') });
  // Step 3's code and texts load on first use (as in the other step-3 journeys, 15 s on a busy machine).
  await expect(link).toBeVisible({ timeout: 15_000 });
  return link.getAttribute('href');
}

test.describe('part 2 §4.5: the redirect precedence', () => {
  test.beforeEach(async ({ page }) => {
    // The 5-second countdown must not leave the page while the link is read.
    await page.clock.install();
  });

  test('rules 2, 4, 5 and 7 in order: wp_upgrade_trial, then go-to-purchase-domain, then return-cheetah, then the office with the aid (pt)', async ({ page }) => {
    // Four whole checkouts in one test: the time limit is the default one per checkout, so it holds on a busy machine.
    test.setTimeout(4 * 30_000);
    const checkout = new CheckoutPage(page, 'pt');
    expect(await targetOf(checkout, 'premium-plus-plan', { wp_upgrade_trial: '1', 'go-to-purchase-domain': '1', 'return-cheetah': '1' })).toBe('https://office.example.com/wordpress/cloud/create');
    expect(await targetOf(checkout, 'premium-plus-plan', { 'go-to-purchase-domain': '1', 'return-cheetah': '1' })).toBe('https://office.example.com/domains/buy');
    expect(await targetOf(checkout, 'premium-plus-plan', { 'return-cheetah': '1' })).toBe('https://office.example.com/cheetah/builder');
    expect(await targetOf(checkout, 'premium-plus-plan', { 'return-cheetah': '0' })).toBe('https://office.example.com/?aid=1');
  });

  test('rule 6: website-mastery goes to its redirect with the buyer\'s iduser and hash; url-after-payment ("|" for "/") replaces the product\'s (en)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    const target = new URL((await targetOf(checkout, 'website-mastery')) ?? '');
    expect(target.origin + target.pathname).toBe('https://www.example.com/courses/website');
    expect(target.searchParams.get('iduser')).toMatch(/^\d+$/);
    expect(target.searchParams.get('hash')).toBeTruthy();
    expect(await targetOf(checkout, 'premium-plus-plan', { 'url-after-payment': 'https:||www.example.com|welcome' })).toBe('https://www.example.com/welcome?aid=1');
  });
});

/*
 * Hostile url-after-payment values ("|" read as "/"): the allow-list is a domain rule, and every value once driven
 * through a whole checkout here (24 of them) is a row of src/domain/url-after-payment-hostile.test.ts, under the
 * sandbox's policy too. The browser keeps one journey per language: a hostile value ends at the office, a good one
 * at its target, through the real page (query reading, load, step 3's link).
 */
const JOURNEYS = [
  { lang: 'pt', hostile: 'https:||www.example.com@evil.example.net|', good: 'https:||www.example.com|obrigado', target: 'https://www.example.com/obrigado?aid=1' },
  { lang: 'es', hostile: ' JaVaScRiPt:alert(document.cookie)', good: 'https:||office.example.com|gracias', target: 'https://office.example.com/gracias?aid=1' },
] as const;

test.describe('DESIGN.md "Security": a hostile url-after-payment ends at the office, a good one at its target', () => {
  for (const { lang, hostile, good, target } of JOURNEYS) {
    test(`${JSON.stringify(hostile)} to the office, ${good} followed (${lang})`, async ({ page }) => {
      await page.clock.install();
      const checkout = new CheckoutPage(page, lang);
      expect(await targetOf(checkout, 'premium-plus-plan', { 'url-after-payment': hostile })).toBe('https://office.example.com/?aid=1');
      expect(await targetOf(checkout, 'premium-plus-plan', { 'url-after-payment': good })).toBe(target);
    });
  }
});
