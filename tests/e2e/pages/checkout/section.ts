import type { Page } from '@playwright/test';
import { label, type CheckoutLang } from './labels';

/** A part of the checkout page as a buyer sees it, with role locators named in the page's language. */
export abstract class Section {
  constructor(
    readonly page: Page,
    readonly lang: CheckoutLang,
  ) {}

  t(key: string, values?: Record<string, string | number>): string {
    return label(this.lang, key, values);
  }
}
