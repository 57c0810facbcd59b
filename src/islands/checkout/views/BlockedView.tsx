import { useT } from '../i18n';

/** A message that stops the checkout (a team account buying a plan, part 1 §1). */
export function BlockedView({ messageKey }: { messageKey: string }) {
  const t = useT();
  return (
    <div className="checkout-message" role="alert">
      <p>{t(messageKey)}</p>
    </div>
  );
}
