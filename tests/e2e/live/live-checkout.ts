/**
 * The checkout of the live build as the rehearsal's buyer drives it: the sandbox journeys' page model
 * (tests/e2e/pages/checkout-page.ts) for the page's own parts, and the providers' stand-in frames for the card
 * fields (stand-ins/stripe-frame.js; Adyen's secured fields, stand-ins/adyen.ts).
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';
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

  /** The issuer's challenge of Stripe's test mode (hooks.stripe.com stand-in). */
  stripeChallenge(): FrameLocator {
    return this.page.frameLocator('iframe[src^="https://hooks.stripe.com/"]');
  }

  paidHeading(): Locator {
    return this.page.getByRole('heading', { name: this.t('payment:done.paid_title') });
  }

  /** Step 3 after a paid method: the thanks, focused (part 2 §4.5). */
  async expectPaid(): Promise<void> {
    await expect(this.paidHeading()).toBeFocused({ timeout: 15_000 });
  }
}
