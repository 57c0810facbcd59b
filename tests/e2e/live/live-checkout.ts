/**
 * The checkout of the live build as the rehearsal's buyer drives it: the sandbox journeys' page model
 * (tests/e2e/pages/checkout-page.ts) for the page's own parts, and the providers' stand-in frames for the card
 * fields (stand-ins/stripe-frame.js; Adyen's secured fields, stand-ins/adyen.ts).
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';
import { typeMasked } from '../support/masked-input';
import type { Live } from './fixtures';

export class LiveCheckout extends CheckoutPage {
  constructor(
    page: Page,
    lang: CheckoutLang,
    readonly live: Live,
  ) {
    super(page, lang);
  }

  /** Logs `user` in at the fake office, opens the plan and goes on to the payment step. */
  async openPaymentStep(user: string, slug: string, query: Record<string, string> = {}): Promise<void> {
    this.live.buyer(user);
    await this.openLoaded(slug, query);
    await this.continueButton().click();
    await expect(this.payment.title()).toBeFocused();
  }

  /** A Stripe Element frame of the stand-in (`cardNumber`, `cardExpiry`, `cardCvc`, `expressCheckout`). */
  stripeFrame(type: string): FrameLocator {
    return this.page.frameLocator(`iframe[src^="https://js.stripe.com/"][src*="type=${type}"]`);
  }

  async fillStripeCard(number: string, expiry = '12 / 34', cvc = '123'): Promise<void> {
    await this.stripeFrame('cardNumber').getByLabel('Card number').fill(number);
    await this.stripeFrame('cardExpiry').getByLabel('Expiration date').fill(expiry);
    await this.stripeFrame('cardCvc').getByLabel('CVC').fill(cvc);
  }

  /** Provider S's card journey on the payment step: the card method, the holder, the card in Stripe's frames, pay. */
  async payByStripeCard(number: string, holder = 'John Miller'): Promise<void> {
    await this.payment.method('creditCard').click();
    await this.payment.holder().fill(holder);
    await this.fillStripeCard(number);
    await this.payment.payButton().click();
  }

  /** The issuer's challenge of Stripe's test mode (hooks.stripe.com stand-in). */
  stripeChallenge(): FrameLocator {
    return this.page.frameLocator('iframe[src^="https://hooks.stripe.com/"]');
  }

  /** Adyen's secured fields (stand-ins/adyen-secured-field.js), in the page's order: number, expiry, CVC. */
  adyenField(index: 0 | 1 | 2): Locator {
    return this.page.frameLocator('iframe[src*="/securedFields.html"]').nth(index).locator('input');
  }

  async fillAdyenCard(number: string, expiry = '12/34', cvc = '737'): Promise<void> {
    await this.adyenField(0).fill(number);
    await this.adyenField(1).fill(expiry);
    await this.adyenField(2).fill(cvc);
  }

  /** The European address: country, the zip whose lookup (Zippopotam, answered by the sandbox) fills the city, the street. */
  async fillGermanAddress(): Promise<void> {
    await this.payment.country().selectOption('DE');
    await this.payment.zip().fill('10115');
    await this.payment.zip().blur();
    await expect(this.payment.city()).toHaveValue('Berlin');
    await this.payment.street().fill('Invalidenstraße 117');
  }

  paidHeading(): Locator {
    return this.page.getByRole('heading', { name: this.t('payment:done.paid_title') });
  }

  /** Step 3 after a paid method: the thanks, focused (part 2 §4.5). */
  async expectPaid({ timeout = 15_000 } = {}): Promise<void> {
    await expect(this.paidHeading()).toBeFocused({ timeout });
  }
}

/** Our own inputs of providers B and U (decisions 032, 036), masked: typed key by key like a buyer. */
export class OwnFields {
  constructor(readonly checkout: LiveCheckout) {}

  box(key: string): Locator {
    return this.checkout.payment.region().getByRole('textbox', { name: this.checkout.t(key), exact: true });
  }

  async type(key: string, text: string): Promise<void> {
    await typeMasked(this.box(key), text);
  }

  /** Provider B's Brazilian address: the CEP (its ViaCEP lookup fills city, street, state) and the house number. */
  async fillBrazilianAddress(): Promise<void> {
    const address = this.checkout.payment.address();
    const zip = address.getByRole('textbox', { name: this.checkout.t('payment:address.zip_br'), exact: true });
    await typeMasked(zip, '01310100');
    await zip.blur();
    await expect(address.getByRole('textbox', { name: this.checkout.t('payment:address.city'), exact: true })).toHaveValue('São Paulo');
    await address.getByRole('textbox', { name: this.checkout.t('payment:address.number'), exact: true }).fill('1000');
  }
}
