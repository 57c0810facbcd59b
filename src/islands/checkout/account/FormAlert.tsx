import { useT } from '../i18n';

/** A failed call's message (part 1 §8), announced at once; the form's own button is the retry. */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const t = useT();
  if (!messageKey) return null;
  return (
    <p className="alert" role="alert">
      {t(messageKey)}
    </p>
  );
}
