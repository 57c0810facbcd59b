import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

/*
 * Step 3 after a card payment (part 2 §2 "Confirmation screens", §4.5, §9): the thanks, a 5-second countdown with a
 * link to go at once, then the redirect through the allow-list (DESIGN.md "Security"). page.clock skips the wait.
 */

const USER = { pt: 'br', en: 'us' } as const;
const TEXTS = {
  pt: { paid: 'Pagamento aprovado!', countdown: /^Você será redirecionado em [1-5] segundos?\.$/, now: 'Continuar agora', going: 'Redirecionando…' },
  en: { paid: 'Payment approved!', countdown: /^You will be redirected in [1-5] seconds?\.$/, now: 'Continue now', going: 'Redirecting…' },
} as const;

async function payByCard(checkout: CheckoutPage, query: Record<string, string> = {}): Promise<void> {
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[checkout.lang as keyof typeof USER], ...query });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  await checkout.payment.holder().fill('John Miller');
  await checkout.payment.fillCard('4242 4242 4242 4242');
  await checkout.page.clock.install();
  await checkout.payment.payButton().click();
}

for (const lang of ['pt', 'en'] as const) {
  test(`part 2 §4.5 (${lang}): a paid card counts down 5 s and then goes to the office with the sponsor's aid`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    const texts = TEXTS[lang];
    await payByCard(checkout);
    await expect(page.getByRole('heading', { name: texts.paid })).toBeFocused();
    const countdown = page.getByTestId('redirect-countdown');
    await expect(countdown.locator('span')).toHaveText(texts.countdown);
    await expect(countdown.getByRole('link', { name: texts.now })).toHaveAttribute('href', 'https://office.example.com/?aid=1');
    await checkout.expectNoAxeViolations();
    const redirect = checkout.waitForAfterPaymentRedirect();
    await page.clock.runFor(5_000);
    expect((await redirect).url()).toBe('https://office.example.com/?aid=1');
    await expect(countdown.locator('span')).toHaveText(texts.going);
  });
}

test('part 2 §2: url-after-payment ("|" for "/") is where the countdown ends when its origin is allowed', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await payByCard(checkout, { 'url-after-payment': 'https:||www.example.com|bem-vindo' });
  const link = page.getByRole('link', { name: TEXTS.pt.now });
  await expect(link).toHaveAttribute('href', 'https://www.example.com/bem-vindo?aid=1');
  const redirect = checkout.waitForAfterPaymentRedirect();
  await page.clock.runFor(5_000);
  expect((await redirect).url()).toBe('https://www.example.com/bem-vindo?aid=1');
});

test('DESIGN.md "Security": a url-after-payment on an origin outside the allow-list ends at the office', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await payByCard(checkout, { 'url-after-payment': 'https:||evil.example.net|x' });
  await expect(page.getByRole('link', { name: TEXTS.pt.now })).toHaveAttribute('href', 'https://office.example.com/?aid=1');
});
