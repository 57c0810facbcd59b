import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { CopyableCode } from './CopyableCode';
import { DocumentActions } from './DocumentActions';
import { DueDate } from './DueDate';
import { ScreenTitle } from './ScreenTitle';

type Transfer = Extract<PendingArtifact, { kind: 'bankTransferMxn' }>;

/** The MXN bank transfer (part 2 §2, §3): the CLABE with copy, the SPEI reference, due date, PDF and back-to-start. */
export function TransferDocument({ result, transfer }: { result: PaymentResult; transfer: Transfer }) {
  const t = useT();
  return (
    <>
      <ScreenTitle>{t('payment:confirmation.transfer_title')}</ScreenTitle>
      <p>{t('payment:confirmation.transfer_text')}</p>
      {transfer.barCode && <CopyableCode id="document-code" label={t('payment:confirmation.clabe')} value={transfer.barCode} code="barcode" />}
      {transfer.speiReference && (
        <p data-testid="spei-reference">
          {t('payment:confirmation.spei_reference')} <strong>{transfer.speiReference}</strong>
        </p>
      )}
      <DueDate date={transfer.dueDate} />
      <DocumentActions result={result} viewUrl={transfer.downloadPdf} viewKey="payment:confirmation.view_document" />
    </>
  );
}
