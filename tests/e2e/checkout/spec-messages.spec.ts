import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

// Part 2 §8's messages that a link can cause: a paymentMethod naming no method is said above the method list, which
// still offers what the purchase can pay with (the rule and "Não existe invoice" are tested in the stores).
for (const [lang, user] of [['pt', 'br'], ['en', 'us']] as const) {
  test(`part 2 §8: paymentMethod=cheque says the method does not exist, and the list offers the purchase's methods (${lang})`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user, paymentMethod: 'cheque' });
    await checkout.continueButton().click();
    const message = checkout.payment.region().getByRole('status').filter({ hasText: 'cheque' });
    await expect(message).toHaveText(lang === 'pt' ? 'O metodo de pagamento cheque, não existe' : 'The payment method cheque does not exist');
    await expect(checkout.payment.method('creditCard')).toBeVisible();
    await expect(checkout.payment.method('paypal')).toBeVisible();
    await checkout.expectNoAxeViolations();
  });
}
