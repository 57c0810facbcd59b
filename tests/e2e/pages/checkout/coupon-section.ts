import type { Locator } from '@playwright/test';
import { Section } from './section';

/** The coupon box (part 1 §5). */
export class CouponSection extends Section {
  box(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:coupon.title') });
  }

  input(): Locator {
    return this.box().getByRole('textbox', { name: this.t('checkout:coupon.label') });
  }

  async apply(code: string): Promise<void> {
    await this.input().fill(code);
    await this.box().getByRole('button', { name: this.t('checkout:coupon.apply') }).click();
  }
}
