import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The sandbox's 3-D Secure challenge (provider S payment_authentication_required, part 2 §4.4): the test bank asks
 * the buyer to approve or decline. A modal dialog, so the focus stays in it until the buyer answers.
 */
export function ChallengeDialog({ t, onAnswer }: { t: (key: string) => string; onAnswer: (answer: 'pass' | 'fail') => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  // On the body: the step locks its fields (a disabled fieldset) while the payment is being authenticated.
  return createPortal(
    <dialog ref={dialog} className="sandbox-challenge" aria-labelledby="sandbox-challenge-title" onCancel={(event) => { event.preventDefault(); onAnswer('fail'); }}>
      <h2 id="sandbox-challenge-title">{t('payment:sandbox.challenge_title')}</h2>
      <p>{t('payment:sandbox.challenge_text')}</p>
      <div className="sandbox-challenge__actions">
        <button type="button" className="button button--primary" onClick={() => onAnswer('pass')}>{t('payment:sandbox.pass')}</button>
        <button type="button" className="button" onClick={() => onAnswer('fail')}>{t('payment:sandbox.fail')}</button>
      </div>
    </dialog>,
    document.body,
  );
}
