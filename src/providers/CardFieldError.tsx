import type { ProviderMessage } from './provider';

/**
 * The error of one card field, under it (part 2 §8): a polite live region that is always in the page, so a message
 * that appears or changes is read out, and empty while the field has nothing to say.
 */
export function CardFieldError({ id, message, t }: { id: string; message: ProviderMessage | null; t: (key: string, params?: Readonly<Record<string, string | number>>) => string }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {message ? t(message.key, message.params) : ''}
    </p>
  );
}
