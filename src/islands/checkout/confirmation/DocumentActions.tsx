import { useStore } from '@nanostores/react';
import { $backToStart, backToStart } from '~/stores/checkout/confirmation/back-to-start';
import { documentLink } from '~/stores/checkout/confirmation/document-link';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';

/**
 * A document's view and back-to-start actions (part 2 §2): view opens the PDF or access page in a new tab when its
 * address passes the bank allow-list (DESIGN.md "Security"; otherwise no link is offered); back-to-start goes to
 * the after-payment target 1.5 s after the press (part 2 §4.5, §9).
 */
export function DocumentActions({ result, viewUrl, viewKey }: { result: PaymentResult; viewUrl: string | null; viewKey: string }) {
  const t = useT();
  const leaving = useStore($backToStart);
  const href = documentLink(viewUrl);
  return (
    <div className="confirmation__actions">
      {href && (
        <a className="button" href={href} target="_blank" rel="noopener noreferrer" data-testid="view-document">
          {t(viewKey)}
        </a>
      )}
      <button type="button" className="button button--ghost" onClick={() => backToStart(result)} disabled={leaving !== null}>
        {t('payment:confirmation.back_to_start')}
      </button>
      {leaving && <p role="status">{t('payment:done.redirecting')}</p>}
    </div>
  );
}
