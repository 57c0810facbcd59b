import type { Locator, Page } from '@playwright/test';

export type NoticeLang = 'en' | 'pt';

/** Page model of the notice pages (part 1 §2 "Other screens"): a heading, a message and action links. */
export class NoticePage {
  constructor(readonly page: Page) {}

  async open(lang: NoticeLang, path: string): Promise<void> {
    await this.page.goto(lang === 'en' ? path : `/${lang}${path}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The notice card: the region named by its heading. */
  card(): Locator {
    return this.page.getByRole('region');
  }

  action(name: string): Locator {
    return this.card().getByRole('link', { name, exact: true });
  }

  /** Every visible link of the card, as [text, href] pairs. */
  async actions(): Promise<[string, string | null][]> {
    const links = await this.card().getByRole('link').all();
    return Promise.all(links.map(async (link) => [(await link.innerText()).trim(), await link.getAttribute('href')] as [string, string | null]));
  }
}
