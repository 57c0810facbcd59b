import { expect, type Locator } from '@playwright/test';
import { normalise } from './labels';
import { Section } from './section';

/**
 * The cart and the left column's blocks (part 1 §5): product, price, totals, period, stamps, suggestions.
 * On a phone the summary is folded to one line; the steps that read or work its details unfold it first.
 */
export class CartSection extends Section {
  region(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:cart.title') });
  }

  /** The folded summary's line on a phone: a disclosure button with the product, the total and "Detalhes". */
  summaryLine(): Locator {
    return this.region().getByRole('button', { name: new RegExp(`${this.t('checkout:cart.details')}$`) });
  }

  /** Opens the folded summary, as a phone buyer does before reading it; nothing to do in two columns. */
  async unfold(): Promise<void> {
    const line = this.summaryLine();
    if ((await line.count()) === 0 || (await line.getAttribute('aria-expanded')) === 'true') return;
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'true');
  }

  productTitle(): Locator {
    return this.region().getByRole('heading', { level: 3 }).first();
  }

  /** The product's price for the period, as shown (normal spaces for the formatter's non-breaking ones). */
  async price(): Promise<string> {
    await this.unfold();
    return normalise(await this.region().locator('.cart-product__amount').innerText());
  }

  /** The cart's totals as [label, amount] rows (Subtotal, Desconto, VAT, Total...). */
  async totals(): Promise<[string, string][]> {
    await this.unfold();
    const rows = await this.region().locator('dl > div').all();
    return Promise.all(
      rows.map(async (row) => [normalise(await row.locator('dt').innerText()), normalise(await row.locator('dd').innerText())] as [string, string]),
    );
  }

  async total(): Promise<string> {
    const rows = await this.totals();
    return rows.find(([name]) => name === this.t('checkout:cart.total'))?.[1] ?? '';
  }

  period(name: 'monthly' | 'yearly'): Locator {
    return this.region().getByRole('radio', { name: this.t(`checkout:cart.period.${name}`), exact: true });
  }

  /** Picks a period by its visible label, as a pointer user does. */
  async choosePeriod(name: 'monthly' | 'yearly'): Promise<void> {
    await this.unfold();
    await this.region().locator('label').filter({ hasText: this.t(`checkout:cart.period.${name}`) }).click();
  }

  stamps(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:stamps.title') });
  }

  suggestions(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:suggestions.title') });
  }

  registryDetail(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:registry.title') });
  }
}
