import type { WorkbenchText } from './workbench-texts';

/** The workbench's own bar above the island, in the page language: what is open, and the way back to /sandbox. */
export function WorkbenchBar({ t, island, state, lang }: { t: WorkbenchText; island: string; state: string | null; lang: string }) {
  return (
    <header className="container workbench-bar" aria-label={t('bar_label')}>
      <h1>{t('heading')}</h1>
      <p>
        {state === null ? t('island', { island }) : t('state', { state })} · {t('language', { lang })} · <a href="/sandbox">{t('back')}</a>
      </p>
    </header>
  );
}
