import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

/*
 * WCAG 3.3.1, 1.3.1, 3.3.3 and 2.1.1 on the main card path (a USD plan: the sandbox twin of provider S and its card
 * frame): the pay button stays in the Tab order with fields missing, a press names each missing field, moves focus to
 * the first inside the frame, and each field's error (what to type) is in the frame, tied to its field.
 */

async function paymentsCreated(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('sandbox-payments');
    return raw ? (JSON.parse(raw) as { records: unknown[] }).records.length : 0;
  });
}

const USER = { pt: 'br', de: 'de' } as const;
const FIELDS = ['number', 'expiry', 'cvc'] as const;

for (const lang of ['pt', 'de'] as const) {
  test(`part 2 §5: pressed with the card empty, the button names each missing field and focuses the number inside the frame (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[lang] });
    await checkout.continueButton().click();
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('John Miller');

    // Part 2 §2: the frame's title names all it holds.
    const labels = FIELDS.map((field) => checkout.t(`payment:card.${field}`));
    await expect(page.locator('iframe.provider-frame')).toHaveAttribute('title', checkout.t('payment:card.frame_title'));
    expect(checkout.t('payment:card.frame_title')).toMatch(/CVC/);

    // Part 2 §5: off while fields are missing, yet the keyboard reaches it (WCAG 2.1.1).
    const button = checkout.payment.payButton();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await checkout.payment.holder().focus();
    for (let i = 0; i < 6 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');

    const frame = checkout.payment.cardFrame();
    await expect(checkout.payment.alert()).toHaveText(checkout.t('payment:card_fix.missing', { fields: new Intl.ListFormat(lang, { type: 'conjunction' }).format(labels) }));
    await expect(checkout.payment.cardNumber()).toBeFocused();
    for (const field of FIELDS) {
      const input = frame.getByRole('textbox', { name: checkout.t(`payment:card.${field}`) });
      const fix = checkout.t(`payment:card_fix.${field}`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleErrorMessage(fix);
      await expect(input).toHaveAccessibleDescription(fix);
    }
    expect(await paymentsCreated(page)).toBe(0);
    await checkout.expectNoAxeViolations();

    // Filled in, the texts go and the same button pays once.
    await checkout.payment.fillCard('4242 4242 4242 4242');
    await expect(checkout.payment.cardNumber()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await button.click();
    await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused();
    expect(await paymentsCreated(page)).toBe(1);
  });
}
