import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { CopyableCode } from './CopyableCode';
import { DocumentActions } from './DocumentActions';
import { DueDate } from './DueDate';
import { ScreenTitle } from './ScreenTitle';

type Cash = Extract<PendingArtifact, { kind: 'cash' }>;

/** The cash slip (part 2 §2, §3): payment code with copy, due date, PDF and back-to-start. */
export function CashDocument({ result, cash }: { result: PaymentResult; cash: Cash }) {
  const t = useT();
  return (
    <>
      <ScreenTitle>{t('payment:confirmation.cash_title')}</ScreenTitle>
      <p>{t('payment:confirmation.cash_text')}</p>
      {cash.barCode && <CopyableCode id="document-code" label={t('payment:confirmation.payment_code')} value={cash.barCode} code="barcode" />}
      <DueDate date={cash.dueDate} />
      <DocumentActions result={result} viewUrl={cash.downloadPdf} viewKey="payment:confirmation.view_document" />
    </>
  );
}
