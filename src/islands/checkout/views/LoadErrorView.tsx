import { useEffect, useRef } from 'react';
import { useT } from '../i18n';

/** The load-error view (part 1 §2): the spec's text and a button that runs the load again. */
export function LoadErrorView({ messageKey, onReload }: { messageKey: string; onReload: () => void }) {
  const t = useT();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="checkout-message" role="alert">
      <p ref={heading} tabIndex={-1}>{t(messageKey)}</p>
      <button type="button" className="button" onClick={onReload}>
        {t('errors:load.reload')}
      </button>
    </div>
  );
}
