import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// Part 1 §1: the checkout speaks the office language, then the browser's. The page's own texts outside the island
// (skip link, sandbox banner) and its title follow the picked language too, before and after the island loads; once
// loaded the title names the step and the product before the checkout's name (WCAG 2.4.2).
// The first Tab of an untouched page goes to the skip link, so these pages keep a phone's summary folded (untapped).
const CASES = [
  { lang: 'pt', skip: 'Pular para o conteúdo', banner: 'Modo sandbox: nenhum pagamento real é feito.', title: 'Plano · Premium Plus · Checkout' },
  { lang: 'de', skip: 'Zum Inhalt springen', banner: 'Testmodus: Es werden keine echten Zahlungen ausgeführt.', title: 'Tarif · Premium Plus · Bezahlung' },
] as const;

for (const { lang, skip, banner, title } of CASES) {
  test.describe(`the checkout page's own texts (${lang} browser)`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('the skip link, the sandbox banner and the title are in the browser language', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
      await expect(page).toHaveTitle(title);
      // innerText: the banner holds the sentence in every language, and only the picked one is rendered.
      await expect(page.locator('.sandbox-banner')).toContainText(banner, { useInnerText: true });
      await expect(page.locator('.sandbox-banner')).not.toContainText('Sandbox mode: no real payments are made.', { useInnerText: true });
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: skip, exact: true });
      await expect(link).toBeFocused();
      await expect(link).toBeVisible();
    });
  });
}

test.describe('an account whose office language differs from the browser', () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test('a German account in an English browser gets the skip link, banner and title in German', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'de');
    await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': 'de' }, { keepFolded: true });
    await expect(page).toHaveTitle('Tarif · Premium · Bezahlung');
    await expect(page.locator('.sandbox-banner')).toContainText('Testmodus: Es werden keine echten Zahlungen ausgeführt.', { useInnerText: true });
    await expect(page.locator('.sandbox-banner')).not.toContainText('Sandbox mode: no real payments are made.', { useInnerText: true });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen', exact: true })).toBeFocused();
  });
});

test.describe('a Hebrew browser (iw, right to left, English texts)', () => {
  test.use({ locale: 'he-IL' });

  // A layout rule: the one-column phone page is mirrored too.
  test('the layout is mirrored, the page says its texts are English (WCAG 3.1.1), and each keeps its own direction, its punctuation at the end', { tag: '@phone' }, async ({ page }) => {
    const checkout = new CheckoutPage(page, 'en');
    await checkout.openLoaded('premium-plus-plan');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const hint = page.getByText('Already have an account?', { exact: false }).first();
    await expect(hint).toBeVisible();
    // unicode-bidi: plaintext gives a text block the direction of its first letter: "?" stays after "account".
    expect(await hint.evaluate((el) => getComputedStyle(el.closest('p, label, button, a, li') ?? el).unicodeBidi)).toBe('plaintext');
  });
});
