import type { PageLang } from '~/i18n/languages';

/**
 * Which office price list (country-prices/{country}) a language's plans pages show, in order of
 * preference: the first country the office answers with a non-empty list wins. Reasons in
 * docs/decisions/005-plans-page-currency.md: en and pl show USD, pt BRL, es/it/fr/de EUR (their own
 * country first, so a live office with a Spanish list is used as soon as it has one; the sandbox
 * answers `de` for the euro).
 * @example PAGE_PRICE_COUNTRIES.pt // ['br']
 */
export const PAGE_PRICE_COUNTRIES = {
  en: ['us'],
  pl: ['us'],
  pt: ['br'],
  es: ['es', 'de'],
  it: ['it', 'de'],
  fr: ['fr', 'de'],
  de: ['de'],
} as const satisfies Record<PageLang, readonly string[]>;
