import { useT } from '../i18n';

/**
 * The page's one level-one heading, for screen-reader and heading navigation: every checkout state
 * (loading, loaded, load error, blocked) has it; the visible titles below it are level two.
 */
export function PageHeading() {
  const t = useT();
  return <h1 className="visually-hidden">{t('common:site.name')}</h1>;
}
