import { useStore } from '@nanostores/react';
import { $accountNotice } from '~/stores/checkout/account/account';
import { useT } from '../i18n';

/** The message above the visitor's forms: `email_already_exists` (info) or the password sent (success). */
export function AccountNotice() {
  const t = useT();
  const notice = useStore($accountNotice);
  return (
    <div role="status" className="account-notice">
      {notice && <p className={notice.tone === 'success' ? 'notice notice--success' : 'notice'}>{t(notice.key)}</p>}
    </div>
  );
}
