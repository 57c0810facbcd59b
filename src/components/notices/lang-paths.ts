import { PAGE_LANGS, contentLocale, type PageLang } from '~/i18n/languages';
import { inactivePlanPages } from '../../build-data/inactive-plans';

/** getStaticPaths of a `[lang]/` page: every page language but en, which has no prefix. */
export function prefixedLangPaths(): { params: { lang: PageLang } }[] {
  return PAGE_LANGS.filter((lang) => lang !== 'en').map((lang) => ({ params: { lang } }));
}

/** getStaticPaths of the per-slug plan-inactive pages for the given languages. */
export async function inactivePlanPaths(langs: readonly PageLang[]) {
  const perLang = await Promise.all(
    langs.map(async (lang) => (await inactivePlanPages(contentLocale(lang))).map((plan) => ({ params: { lang, slug: plan.slug }, props: { plan } }))),
  );
  return perLang.flat();
}
