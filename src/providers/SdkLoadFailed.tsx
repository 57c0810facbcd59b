import type { ProviderFieldsProps } from './provider';
import './sdk-load-failed.css';

/**
 * What an adapter whose SDK did not load shows (part 2 §8 request failure): the message and a retry. Provider S's
 * Stripe.js and provider A's checkout session both fail this way; each retries its own load.
 */
export function SdkLoadFailed({ t, onRetry }: { t: ProviderFieldsProps['t']; onRetry(): void }) {
  return (
    <div className="provider-load-failed">
      <p role="alert">{t('payment:errors.request_failed')}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('errors:request.retry')}
      </button>
    </div>
  );
}
