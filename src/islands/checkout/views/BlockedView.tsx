import { useEffect, useRef } from 'react';
import { env } from '~/config/env';
import { useT } from '../i18n';

/**
 * A message that stops the checkout (a team account buying a plan, part 1 §1), with the way out: the office,
 * where the account is managed. The message takes the focus, as the load-error view's does.
 */
export function BlockedView({ messageKey }: { messageKey: string }) {
  const t = useT();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="checkout-message checkout-message--card" role="alert">
      <p ref={message} tabIndex={-1}>{t(messageKey)}</p>
      <a className="button" href={env.PUBLIC_OFFICE_URL}>
        {t('common:actions.go_to_office')}
      </a>
    </div>
  );
}
