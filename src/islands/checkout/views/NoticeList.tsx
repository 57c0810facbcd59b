import { useStore } from '@nanostores/react';
import { $notices, dismissNotice, holdNotice } from '~/stores/checkout/notice';
import { focusStepTitle } from '../focus-step-title';
import { useT } from '../i18n';

/**
 * Timed notices above the checkout (the 6-second invalid-invoice notice, part 1 §8), announced politely. A notice
 * stays while the pointer is over it or the focus in it (WCAG 2.2.1); its close button hands the focus to the step.
 */
export function NoticeList() {
  const t = useT();
  const notices = useStore($notices);
  return (
    <div aria-live="polite" className="notice-list">
      {notices.map((notice) => (
        <p
          key={notice.id}
          className="notice"
          onMouseEnter={() => holdNotice(notice.id, 1)}
          onMouseLeave={() => holdNotice(notice.id, -1)}
          onFocus={() => holdNotice(notice.id, 1)}
          onBlur={() => holdNotice(notice.id, -1)}
        >
          {t(notice.key, notice.values)}{' '}
          <button
            type="button"
            className="notice__close"
            onClick={() => {
              dismissNotice(notice.id);
              focusStepTitle();
            }}
            aria-label={t('common:actions.close')}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
