import type { FrameLocator, Locator } from '@playwright/test';
import { Section } from './section';

/** One payment the sandbox gateway created (src/sandbox/handlers/payment-state.ts PaymentRecord). */
export interface SandboxPaymentRecord {
  key: string;
  call: string;
  userId: string;
  outcome: string;
}

/** The payment step (part 2 §2): its methods, the chosen panel, the sandbox card frame and the pay button. */
export class PaymentSection extends Section {
  region(): Locator {
    return this.page.getByRole('region', { name: this.t('payment:panel.title') });
  }

  title(): Locator {
    return this.page.getByRole('heading', { name: this.t('payment:panel.title') });
  }

  /** The method options' labels, in panel order. */
  methods(): Locator {
    return this.region().getByRole('group', { name: this.t('payment:methods_legend') }).locator('label');
  }

  method(name: string): Locator {
    return this.region().getByRole('radio', { name: this.t(`payment:method.${name}`) });
  }

  /** The chosen method's panel (part 2 §2: one per method). */
  panel(method: string): Locator {
    return this.region().locator(`#method-panel-${method}`);
  }

  holder(): Locator {
    return this.region().getByRole('textbox', { name: this.t('payment:card.holder') });
  }

  /** The sandbox's card frame (the checkout's own document has no card input). */
  cardFrame(): FrameLocator {
    return this.page.frameLocator('iframe.provider-frame');
  }

  cardNumber(): Locator {
    return this.cardFrame().getByRole('textbox', { name: this.t('payment:card.number') });
  }

  async fillCard(number: string, expiry = '12/34', cvc?: string): Promise<void> {
    const frame = this.cardFrame();
    await this.cardNumber().fill(number);
    await frame.getByRole('textbox', { name: this.t('payment:card.expiry') }).fill(expiry);
    await frame.getByRole('textbox', { name: this.t('payment:card.cvc') }).fill(cvc ?? (/^3[47]/.test(number) ? '1234' : '123'));
  }

  payButton(label = 'payment:button.default'): Locator {
    return this.region().getByRole('button', { name: this.t(label) });
  }

  alert(): Locator {
    return this.region().getByRole('alert');
  }

  // ---- saved cards (part 2 §3 "Saved card", §4.2) -------------------------------------------------

  /** A saved card's radio, named "<brand> final <last four>" in pt. */
  savedCard(brand: string, last4: string): Locator {
    return this.region().getByRole('radio', { name: this.t('payment:saved_card.label', { brand, last4 }) });
  }

  savedCards(): Locator {
    return this.region().getByRole('group', { name: this.t('payment:saved_card.legend') });
  }

  // ---- the test wallet (sandbox twin of provider S) ------------------------------------------------

  walletButton(): Locator {
    return this.region().getByRole('button', { name: this.t('payment:sandbox.wallet_button') });
  }

  // ---- SEPA (part 2 §3, §5) -----------------------------------------------------------------------

  sepaOwner(): Locator {
    return this.region().getByRole('textbox', { name: this.t('payment:sepa.owner') });
  }

  sepaIban(): Locator {
    return this.region().getByRole('textbox', { name: this.t('payment:sepa.iban') });
  }

  // ---- the billing address (part 2 §3, §5, §8) ----------------------------------------------------

  address(): Locator {
    return this.region().getByRole('group', { name: this.t('payment:address.title') });
  }

  zip(): Locator {
    return this.address().getByRole('textbox', { name: this.t('payment:address.zip'), exact: true });
  }

  city(): Locator {
    return this.address().getByRole('textbox', { name: this.t('payment:address.city'), exact: true });
  }

  street(): Locator {
    return this.address().getByRole('textbox', { name: this.t('payment:address.street'), exact: true });
  }

  country(): Locator {
    return this.address().getByRole('combobox', { name: this.t('payment:address.country') });
  }

  /** Country, zip (whose blur runs the postcode lookup), city and street, in the order a buyer fills them. */
  async fillAddress({ country = 'DE', zip = '10115', city = 'Berlin', street = 'Invalidenstraße 117' } = {}): Promise<void> {
    await this.country().selectOption(country);
    await this.zip().fill(zip);
    await this.zip().blur();
    await this.city().fill(city);
    await this.street().fill(street);
  }

  // ---- the sandbox gateway's payment store ---------------------------------------------------------

  /**
   * Every payment the sandbox gateway created, oldest first (one per idempotency key). The gateway's state is in
   * localStorage, shared by the tabs of the test's browser context (src/sandbox/handlers/payment-state.ts).
   */
  async createdPayments(): Promise<SandboxPaymentRecord[]> {
    return this.page.evaluate(() => {
      const raw = localStorage.getItem('sandbox-payments');
      return raw ? (JSON.parse(raw) as { records: SandboxPaymentRecord[] }).records : [];
    });
  }
}
