import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The new plans page (/plans, /plans-trial and their language versions) as a visitor sees it:
 * role locators for what is on screen, nothing about how it is built.
 */
export class PlansPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Picks a toggle option by its visible label, as a pointer user does (works with and without JavaScript). */
  async choose(label: string): Promise<void> {
    await this.page.locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
  }

  option(name: string): Locator {
    return this.page.getByRole('radio', { name, exact: true });
  }

  /** The plan cards in view, in page order. */
  cards(): Locator {
    return this.page.getByRole('article');
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  async cardTitles(): Promise<string[]> {
    return (await this.cards().getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.trim());
  }

  /** Main price of each card in view (normal spaces for the formatter's non-breaking ones). */
  async prices(): Promise<string[]> {
    const texts = await this.cards().locator('.plan-card__amount strong').filter({ visible: true }).allInnerTexts();
    return texts.map((t) => t.replace(/\u00a0/g, ' ').trim());
  }

  subscribeLinks(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  async subscribeHrefs(name: string): Promise<string[]> {
    const links = await this.subscribeLinks(name).all();
    return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
  }

  comparisonRows(): Locator {
    return this.page.getByRole('table').filter({ visible: true }).getByRole('row');
  }

  async openCoupon(toggle: string): Promise<void> {
    await this.page.getByText(toggle, { exact: true }).click();
  }

  async applyCoupon(label: string, code: string, apply: string): Promise<void> {
    await this.page.getByLabel(label).fill(code);
    await this.page.getByRole('button', { name: apply }).click();
  }

  async expectNoAxeViolations(): Promise<void> {
    const { violations } = await new AxeBuilder({ page: this.page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
}
