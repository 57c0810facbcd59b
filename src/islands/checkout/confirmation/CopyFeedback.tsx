import { useStore } from '@nanostores/react';
import { $copyFeedback, copyMessageKey } from '~/stores/checkout/confirmation/copy-feedback';
import { useT } from '../i18n';

/**
 * The copy buttons' live region (part 2 §2 "Copy confirmations"): present from the start, so a screen reader hears
 * each copy; keyed by the copy's time, so a second copy of the same code is announced again.
 */
export function CopyFeedback() {
  const t = useT();
  const feedback = useStore($copyFeedback);
  return (
    <p className={feedback && !feedback.ok ? 'confirmation__feedback alert' : 'confirmation__feedback'} role="status" data-testid="copy-feedback">
      {feedback && <span key={feedback.at}>{t(copyMessageKey(feedback))}</span>}
    </p>
  );
}
