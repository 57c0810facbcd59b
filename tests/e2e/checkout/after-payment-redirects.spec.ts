import { expect, test } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

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
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

test.describe('part 2 §4.5: the redirect precedence', () => {
  test.beforeEach(async ({ page }) => {
    // The 5-second countdown must not leave the page while the link is read.
    await page.clock.install();
  });

  test('rules 2, 4, 5 and 7 in order: wp_upgrade_trial, then go-to-purchase-domain, then return-cheetah, then the office with the aid (pt)', async ({ page }) => {
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

/** Values of url-after-payment ("|" read as "/") that must never be followed: each ends at the office. */
const HOSTILE: Record<CheckoutLang & ('pt' | 'es' | 'en'), string[]> = {
  pt: [
    'https:||evil.example.net|x',
    'http:||www.example.com|x',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(document.cookie)',
    'data:text|html,<script>alert(1)<|script>',
    '||evil.example.net|x',
    '|||evil.example.net',
    'https:||www.example.com.evil.example.net|',
  ],
  es: [
    'https:||www.example.com@evil.example.net|',
    'https:||evil.example.net?next=https:||www.example.com',
    'https:||evil.example.net#https:||www.example.com',
    'https:||office.example.com.evil.example.net|',
    'https:||evil.example.net\\@www.example.com|',
    '\\\\evil.example.net|x',
    'https:|\\evil.example.net',
    'vbscript:msgbox(1)',
  ],
  en: [
    'file:|||etc|passwd',
    'ftp:||www.example.com|x',
    'https:||www.exаmple.com|x',
    'https:||xn--exmple-cua.com|x',
    'https:||www.example.com:8443|x',
    'https:||127.0.0.1|x',
    'https:||[::1]|x',
    'https:||evil.example.net%2F%2Fwww.example.com',
  ],
};

test.describe('DESIGN.md "Security": hostile url-after-payment values end at the office', () => {
  for (const lang of ['pt', 'es', 'en'] as const) {
    test(`${HOSTILE[lang].length} values (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.clock.install();
      const checkout = new CheckoutPage(page, lang);
      const office = await targetOf(checkout, 'premium-plus-plan');
      expect(office).toMatch(/^https:\/\/office\.example\.com\/\?aid=\d+$/);
      for (const value of HOSTILE[lang]) {
        expect.soft(await targetOf(checkout, 'premium-plus-plan', { 'url-after-payment': value }), value).toBe(office);
      }
    });
  }
});
