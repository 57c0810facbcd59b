import type { PageLang } from '~/i18n/languages';
import { YEARLY_QUERY_VALUE, type RecurrencePeriod } from '~/domain/period';

export interface LinkContext {
  /** Price list country of the card (`country=`), null for the plan's own price. */
  country: string | null;
  lang: PageLang;
}

/**
 * The checkout link of a plan card (decision 005): `/payment/<slug>`, `period=y` when yearly (part 1 §2),
 * `country=` so the checkout prices from the same country list, and `lang=` on a language-prefixed page so
 * the checkout keeps the language the visitor chose (the unprefixed English page leaves it to the browser).
 * Example: subscribeHref('essentials-plan', 'YEARLY', { country: 'br', lang: 'pt' }) === '/payment/essentials-plan?period=y&country=br&lang=pt'.
 */
export function subscribeHref(slug: string, period: RecurrencePeriod, context: LinkContext): string {
  const query = new URLSearchParams();
  if (period === 'YEARLY') query.set('period', YEARLY_QUERY_VALUE);
  if (context.country !== null) query.set('country', context.country);
  if (context.lang !== 'en') query.set('lang', context.lang);
  const search = query.toString();
  return `/payment/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
}
