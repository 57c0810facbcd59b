import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import { imageSource } from '~/stores/checkout/confirmation/document-link';
import { generateNewPix } from '~/stores/checkout/attempt/new-pix';
import { $pixMinutesLeft } from '~/stores/checkout/confirmation/pix-countdown';
import { $pixExpiryWarning } from '~/stores/checkout/confirmation/pix-expiry-warning';
import { $pixPoll } from '~/stores/checkout/confirmation/pix-polling';
import { startPixWait } from '~/stores/checkout/confirmation/pix-wait';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';
import { CopyableCode } from './CopyableCode';
import { PoliteAnnouncement } from './PoliteAnnouncement';
import { RedirectNotice } from './RedirectNotice';
import { ScreenTitle } from './ScreenTitle';

type Pix = Extract<PendingArtifact, { kind: 'pix' }>;

/** The QR drawn from the code, loaded only when the office's image failed (decision 046); its box meanwhile. */
const DrawnQr = lazyBlock(() => import('./PixQrFallback').then((m) => m.PixQrFallback), {
  fallback: <span className="confirmation__qr confirmation__qr--loading" aria-hidden="true" />,
});

/**
 * The pix wait (part 2 §2, §4.5, §9): "Aguardando pagamento", the QR code and its copy-paste code, the minutes left
 * (10, in 60-second steps, stopping at zero) and the notification polled every 5 s. Paid: the 5-second redirect
 * countdown. One minute before the end, a live region says so once (WCAG 2.2.1); the minutes shown are not announced.
 * Expired: the offer to generate a new pix. A failed poll keeps the QR and says it keeps checking. When the
 * office's QR image fails to load, the QR is drawn from the copy-paste code (decision 046). The wait itself (the
 * countdown, the polling) is the stores' (pix-wait.ts), started when this screen shows.
 */
export function PixAwaiting({ result, pix }: { result: PaymentResult; pix: Pix }) {
  const t = useT();
  const poll = useStore($pixPoll);
  const minutes = useStore($pixMinutesLeft);
  const warnExpiry = useStore($pixExpiryWarning);
  // The office's QR image did not load (or is not one we show): the page draws the QR from the code itself.
  const [imageFailed, setImageFailed] = useState(false);
  // Started once per pix, when its screen shows; the stores keep it running and ignore a second start.
  useEffect(() => startPixWait(result), [result]);
  if (poll === 'paid') {
    return (
      <div key="paid">
        <ScreenTitle>{t('payment:confirmation.pix_paid')}</ScreenTitle>
        <p>{t('payment:done.paid_text')}</p>
        <RedirectNotice />
      </div>
    );
  }
  if (minutes === 0) {
    return (
      <div key="expired">
        <ScreenTitle>{t('payment:confirmation.pix_expired_title')}</ScreenTitle>
        <p>{t('payment:confirmation.pix_expired_text')}</p>
        <button type="button" className="button" onClick={generateNewPix}>
          {t('payment:confirmation.pix_new')}
        </button>
      </div>
    );
  }
  const qr = imageSource(pix.qrCodeUrl);
  return (
    <div key="waiting">
      <ScreenTitle>{t('payment:confirmation.awaiting_payment')}</ScreenTitle>
      <p>{t('payment:confirmation.pix_text')}</p>
      {qr && !imageFailed ? (
        <img className="confirmation__qr" src={qr} alt={t('payment:confirmation.pix_qr')} data-testid="pix-qr" onError={() => setImageFailed(true)} />
      ) : (
        pix.qrCode && <DrawnQr code={pix.qrCode} label={t('payment:confirmation.pix_qr')} />
      )}
      {pix.qrCode && <CopyableCode id="pix-code" label={t('payment:confirmation.pix_code')} value={pix.qrCode} code="pix" />}
      {minutes !== null && (
        <p className="confirmation__time-left" data-testid="pix-time-left">
          {t('payment:confirmation.pix_time_left', { count: minutes })}
        </p>
      )}
      <p className="confirmation__poll" role="status" data-testid="pix-poll">
        {poll === 'retrying' ? t('payment:confirmation.pix_retrying') : ''}
      </p>
      <PoliteAnnouncement text={warnExpiry ? t('payment:confirmation.pix_last_minute') : null} testId="pix-expiry-warning" />
    </div>
  );
}
