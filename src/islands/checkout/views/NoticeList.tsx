import { useStore } from '@nanostores/react';
import { $notices, dismissNotice } from '~/stores/checkout/notice';
import { useT } from '../i18n';

/** Timed notices above the checkout (the 6-second invalid-invoice notice, part 1 §8), announced politely. */
export function NoticeList() {
  const t = useT();
  const notices = useStore($notices);
  return (
    <div aria-live="polite" className="notice-list">
      {notices.map((notice) => (
        <p key={notice.id} className="notice">
          {t(notice.key, notice.values)}{' '}
          <button type="button" className="notice__close" onClick={() => dismissNotice(notice.id)} aria-label={t('common:actions.close')}>
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
