import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';
import { waitMasked } from '../support/masked-input';
import { PIX_SLUG } from '../support/pay-by-pix';

/*
 * WCAG 2.1.1 Keyboard with 1.4.10 Reflow (DESIGN.md "Accessibility", docs/accessibility.md): on a 320 CSS px screen a
 * buyer with the keyboard alone (Tab, arrows, typing, Enter) pays by card, pix and boleto up to step 3, each control
 * in view when it has the focus. The desktop journeys hold the rest: the card in pt, en and de
 * (payment-faults.spec.ts), the cart, the coupon and the steps (a11y-keyboard.spec.ts).
 */
test.use({ viewport: { width: 320, height: 720 } });

/** Presses Tab until `target` has the focus, then checks that it is on screen; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el.ownerDocument.activeElement === el)) {
      await expect(target).toBeInViewport();
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Step 2's method by the arrow keys: Tab reaches the group's checked option, the arrows move the choice. */
async function chooseMethod(page: Page, checkout: CheckoutPage, method: string): Promise<void> {
  await tabTo(page, checkout.payment.methods().getByRole('radio', { checked: true }));
  for (let i = 0; i < 12 && !(await checkout.payment.method(method).isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(checkout.payment.method(method)).toBeChecked();
}

/** Step 1's Continuar, by keyboard: step 2 opens with the focus on its title. */
async function toPaymentStep(page: Page, checkout: CheckoutPage): Promise<void> {
  await tabTo(page, checkout.continueButton());
  await page.keyboard.press('Enter');
  await expect(checkout.payment.title()).toBeFocused();
}

test('part 2 §4.4: by card, the keyboard alone at 320 px reaches the paid confirmation (en)', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'en');
  // A trial has no wallet (part 2 §4.2): the card form is the method on entry.
  await checkout.openLoaded('premium-plus-plan-trial', { 'sandbox-user': 'us' });
  await toPaymentStep(page, checkout);
  await tabTo(page, checkout.payment.holder());
  await page.keyboard.type('John Miller');
  await tabTo(page, checkout.payment.cardNumber());
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, checkout.payment.payButton());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeFocused();
});

test.describe('provider B at 320 px by keyboard (pt)', () => {
  const box = (checkout: CheckoutPage, key: string) => checkout.payment.region().getByRole('textbox', { name: checkout.t(key), exact: true });

  /** Step 2 by keyboard with `method` chosen and a valid CPF typed into its masked field. */
  async function typeCpf(page: Page, method: 'pix' | 'boleto'): Promise<CheckoutPage> {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded(PIX_SLUG, { 'sandbox-user': 'br' });
    await toPaymentStep(page, checkout);
    await chooseMethod(page, checkout, method);
    const cpf = box(checkout, 'payment:brazil.cpf_cnpj');
    await waitMasked(cpf);
    await tabTo(page, cpf);
    await page.keyboard.type('52998224725');
    return checkout;
  }

  test('part 2 §4.4, §5: pix, the CPF typed, to "Aguardando pagamento"', async ({ page }) => {
    const checkout = await typeCpf(page, 'pix');
    await tabTo(page, checkout.payment.payButton('payment:button.pix'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.awaiting_payment') })).toBeFocused();
  });

  test('part 2 §4.4, §5: boleto, CPF, phone and the address from the CEP, to the boleto', async ({ page }) => {
    const checkout = await typeCpf(page, 'boleto');
    await tabTo(page, box(checkout, 'payment:brazil.phone'));
    await page.keyboard.type('11912345678');
    const address = checkout.payment.address();
    const zip = address.getByRole('textbox', { name: checkout.t('payment:address.zip_br'), exact: true });
    await waitMasked(zip);
    await tabTo(page, zip);
    await page.keyboard.type('01310100');
    await page.keyboard.press('Tab'); // leaving the CEP looks it up: city, street, state and district are filled
    await expect(address.getByRole('textbox', { name: checkout.t('payment:address.city'), exact: true })).toHaveValue('São Paulo');
    await tabTo(page, address.getByRole('textbox', { name: checkout.t('payment:address.number'), exact: true }));
    await page.keyboard.type('1000');
    await tabTo(page, checkout.payment.payButton('payment:button.boleto'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.boleto_title') })).toBeFocused();
  });
});
