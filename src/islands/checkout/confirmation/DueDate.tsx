import { useStore } from '@nanostores/react';
import { $lang } from '~/stores/checkout/session';
import { useT } from '../i18n';

/** "Due on …" in the page language; the office's date (YYYY-MM-DD) is a calendar day, so it is read as UTC. */
export function DueDate({ date }: { date: string | null }) {
  const t = useT();
  const lang = useStore($lang);
  if (!date) return null;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const shown = Number.isNaN(parsed.getTime()) ? date : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
  return <p className="confirmation__due" data-testid="due-date">{t('payment:confirmation.due_date', { date: shown })}</p>;
}
