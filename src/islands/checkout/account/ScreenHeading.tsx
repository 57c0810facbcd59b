import { useEffect, useRef } from 'react';
import { useT } from '../i18n';

/**
 * A screen's title. When the visitor switches screens (login, registration, Verificação) the focus
 * moves to it, so keyboard and screen-reader users land at the top of the new form.
 */
export function ScreenHeading({ id, textKey, focus }: { id: string; textKey: string; focus: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} className="account-form__title" tabIndex={-1} ref={heading}>
      {t(textKey)}
    </h2>
  );
}
