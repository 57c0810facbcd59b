import { useEffect } from 'react';
import { useT } from '../i18n';

/** Sends the browser to a notice page or the office; shows the spinner meanwhile, never a blank page. */
export function LeavingView({ to, navigate = (url: string) => location.assign(url) }: { to: string; navigate?: (url: string) => void }) {
  const t = useT();
  useEffect(() => navigate(to), [to, navigate]);
  return (
    <div className="checkout-message" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="personal">{t('checkout:loading.redirecting')}</p>
    </div>
  );
}
