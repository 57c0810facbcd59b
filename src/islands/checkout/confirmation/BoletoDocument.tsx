import type { PendingArtifact } from '~/domain/payment-artifacts';
import { imageSource } from '~/stores/checkout/confirmation/document-link';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { CopyableCode } from './CopyableCode';
import { DocumentActions } from './DocumentActions';
import { DueDate } from './DueDate';
import { ScreenTitle } from './ScreenTitle';

type Boleto = Extract<PendingArtifact, { kind: 'boleto' }>;

/** The boleto (part 2 §2, §3): typed line with copy, bar-code image, due date, PDF and back-to-start. */
export function BoletoDocument({ result, boleto }: { result: PaymentResult; boleto: Boleto }) {
  const t = useT();
  const image = imageSource(boleto.barCodeImage);
  return (
    <>
      <ScreenTitle>{t('payment:confirmation.boleto_title')}</ScreenTitle>
      <p>{t('payment:confirmation.boleto_text')}</p>
      {image && <img className="confirmation__barcode" src={image} alt={t('payment:confirmation.barcode_image')} />}
      {boleto.barCode && <CopyableCode id="document-code" label={t('payment:confirmation.typed_line')} value={boleto.barCode} code="barcode" />}
      <DueDate date={boleto.dueDate} />
      <DocumentActions result={result} viewUrl={boleto.downloadPdf} viewKey="payment:confirmation.view_boleto" />
    </>
  );
}
