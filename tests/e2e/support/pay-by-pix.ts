import { expect, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

/** The BRL plan the pix journeys buy. */
export const PIX_SLUG = 'premium-plan-149-brl';

/**
 * Pays by pix through provider B's form (part 2 §2): pix chosen, a valid CPF typed into its masked field, "Gerar PIX".
 * `query` is the checkout's query (the account: `sandbox-user=br` by default; BRL outside Brazil needs allowed-brl=1).
 */
export async function payByPix(page: Page, lang: CheckoutLang = 'pt', query: Record<string, string> = { 'sandbox-user': 'br' }): Promise<CheckoutPage> {
  const checkout = new CheckoutPage(page, lang);
  await checkout.openLoaded(PIX_SLUG, query);
  await checkout.continueButton().click();
  await checkout.payment.method('pix').click();
  const cpf = checkout.payment.region().getByRole('textbox', { name: checkout.t('payment:brazil.cpf_cnpj'), exact: true });
  await expect(cpf).toHaveAttribute('data-masked', 'true');
  await cpf.click();
  await cpf.pressSequentially('52998224725');
  await checkout.payment.payButton('payment:button.pix').click();
  return checkout;
}
