import type { Locator, Page } from '@playwright/test';

/** Page model of the legacy plans page (part 1 §2 "Plans pages"). */
export class LegacyPlansPage {
  constructor(readonly page: Page) {}

  async open(lang: 'en' | 'pt'): Promise<void> {
    await this.page.goto(lang === 'en' ? '/plans-legacy' : `/${lang}/plans-legacy`);
  }

  /** A visible plan card by its title (STARTER, MARKETER, PREMIUM, FUNNEL CLUB). */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  cards(): Locator {
    return this.page.getByRole('article');
  }

  kindRadio(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** Clicks the toggle's visible label, as a visitor does. */
  async chooseKind(label: string): Promise<void> {
    await this.page.locator('label', { hasText: label }).click();
  }

  infoLines(title: string): Locator {
    return this.card(title).locator('.info li');
  }

  comparisonGroup(name: string): Locator {
    return this.page.locator('details', { has: this.page.locator('summary', { hasText: name }) });
  }
}
