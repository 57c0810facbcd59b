import type { FrameLocator, Locator } from '@playwright/test';
import { Section } from './section';

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

  async fillCard(number: string, expiry = '12/34', cvc?: string): Promise<void> {
    const frame = this.cardFrame();
    await frame.getByRole('textbox', { name: this.t('payment:card.number') }).fill(number);
    await frame.getByRole('textbox', { name: this.t('payment:card.expiry') }).fill(expiry);
    await frame.getByRole('textbox', { name: this.t('payment:card.cvc') }).fill(cvc ?? (/^3[47]/.test(number) ? '1234' : '123'));
  }

  payButton(label = 'payment:button.default'): Locator {
    return this.region().getByRole('button', { name: this.t(label) });
  }

  alert(): Locator {
    return this.region().getByRole('alert');
  }
}
