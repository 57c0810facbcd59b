import { useStore } from '@nanostores/react';
import { $redirectCountdown } from '~/stores/checkout/confirmation/redirect-countdown';
import { useT } from '../i18n';

/** The 5-second countdown to the after-payment target with a link to go at once (part 2 §2, §4.5); not announced per second. */
export function RedirectNotice() {
  const t = useT();
  const countdown = useStore($redirectCountdown);
  if (!countdown) return null;
  return (
    <p className="payment-done__redirect" data-testid="redirect-countdown">
      <span aria-live="off">
        {countdown.secondsLeft > 0 ? t('payment:done.redirect_in', { count: countdown.secondsLeft }) : t('payment:done.redirecting')}
      </span>{' '}
      <a href={countdown.url}>{t('payment:done.redirect_now')}</a>
    </p>
  );
}
