import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import {
  $redirectAnnouncement,
  $redirectCountdown,
  stopRedirectCountdown,
  type RedirectCountdown,
} from '~/stores/checkout/confirmation/redirect-countdown';
import { useT, type T } from '../i18n';
import { PoliteAnnouncement } from './PoliteAnnouncement';

/** The countdown's visible line: the seconds left, that the page is leaving, or that the buyer stopped it. */
function visibleText(t: T, countdown: RedirectCountdown): string {
  if (countdown.state === 'stopped') return t('payment:done.redirect_stopped');
  if (countdown.state === 'leaving') return t('payment:done.redirecting');
  return t('payment:done.redirect_in', { count: countdown.secondsLeft });
}

/**
 * The 5-second countdown to the after-payment target (part 2 §2, §4.5) with a link to go at once and, while it counts,
 * "Stay on this page" to stop it (WCAG 2.2.1). The seconds shown are not announced; the live region says the wait once
 * and then that it is stopped. Stopping moves the focus to the link, since the button it was on goes away.
 */
export function RedirectNotice() {
  const t = useT();
  const countdown = useStore($redirectCountdown);
  const announcement = useStore($redirectAnnouncement);
  const goNow = useRef<HTMLAnchorElement>(null);
  const stay = () => {
    stopRedirectCountdown();
    goNow.current?.focus();
  };
  return (
    <>
      {countdown && (
        <p className="payment-done__redirect" data-testid="redirect-countdown">
          <span aria-live="off">{visibleText(t, countdown)}</span>{' '}
          {countdown.state === 'counting' && (
            <button type="button" className="link-button" onClick={stay}>
              {t('payment:done.redirect_stay')}
            </button>
          )}{' '}
          <a href={countdown.url} ref={goNow}>
            {t('payment:done.redirect_now')}
          </a>
        </p>
      )}
      <PoliteAnnouncement text={announcement && t(announcement.key, { count: announcement.count })} testId="redirect-announcement" />
    </>
  );
}
