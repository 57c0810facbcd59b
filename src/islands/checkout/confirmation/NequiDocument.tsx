import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { DocumentActions } from './DocumentActions';
import { ScreenTitle } from './ScreenTitle';

type Nequi = Extract<PendingArtifact, { kind: 'nequi' }>;

/** Nequi (part 2 §2, §3): approve in the Nequi app; view opens its access page; back-to-start. */
export function NequiDocument({ result, nequi }: { result: PaymentResult; nequi: Nequi }) {
  const t = useT();
  return (
    <>
      <ScreenTitle>{t('payment:confirmation.nequi_title')}</ScreenTitle>
      <p>{t('payment:confirmation.nequi_text')}</p>
      <DocumentActions result={result} viewUrl={nequi.urlAccess} viewKey="payment:confirmation.open_nequi" />
    </>
  );
}
