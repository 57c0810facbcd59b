import type { Locator } from '@playwright/test';
import { Section } from './section';

/** The VAT widget of EUR purchases (part 1 §4, §9). */
export class VatSection extends Section {
  region(): Locator {
    return this.page.getByRole('region', { name: this.t('checkout:vat.title'), exact: true });
  }

  country(): Locator {
    return this.region().getByRole('combobox', { name: this.t('checkout:vat.country_label') });
  }

  /** Picks a VAT country by its code and confirms it. */
  async chooseCountry(code: string): Promise<void> {
    await this.country().selectOption(code);
    await this.region().getByRole('button', { name: this.t('checkout:vat.confirm') }).click();
  }

  /** Country, then "has a VAT number? no": the country's fee applies (part 1 §4). */
  async chooseCountryFee(code: string): Promise<void> {
    await this.chooseCountry(code);
    await this.region().getByRole('button', { name: this.t('checkout:vat.no'), exact: true }).click();
  }

  number(): Locator {
    return this.region().getByRole('textbox', { name: this.t('checkout:vat.number_label') });
  }

  /** Country, "has a VAT number? yes", the number and Validate. */
  async enterNumber(country: string, number: string): Promise<void> {
    await this.chooseCountry(country);
    await this.region().getByRole('button', { name: this.t('checkout:vat.yes'), exact: true }).click();
    await this.number().fill(number);
    await this.region().getByRole('button', { name: this.t('checkout:vat.validate') }).click();
  }
}
