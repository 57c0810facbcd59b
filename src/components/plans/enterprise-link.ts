/**
 * Points the enterprise links at the page in the browser's language (part 1 §2: en, pt, es, it, de, fr;
 * default en). The static href is the page language's, so without JavaScript the link still works.
 */
import { pickBrowserLocale } from '~/i18n/languages';
import { ENTERPRISE_LANGS } from './plans-links';

/** The enterprise language for a browser preference list. Example: enterpriseLanguage(['pt-BR', 'en']) === 'pt'. */
export function enterpriseLanguage(preferences: readonly string[]): (typeof ENTERPRISE_LANGS)[number] {
  const lang = pickBrowserLocale(preferences);
  return (ENTERPRISE_LANGS as readonly string[]).includes(lang) ? lang : 'en';
}

/** Rewrites every `a[data-enterprise-hrefs]` (a JSON map language -> href) for the browser's languages. */
export function applyEnterpriseLinks(root: ParentNode, preferences: readonly string[]): void {
  const lang = enterpriseLanguage(preferences);
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-enterprise-hrefs]')) {
    const hrefs = JSON.parse(link.dataset.enterpriseHrefs ?? '{}') as Record<string, string>;
    const href = hrefs[lang] ?? hrefs.en;
    if (href) link.href = href;
  }
}
