import { fieldText, type CardField } from './card-field-errors';
import type { ProviderMessage } from './provider';

/**
 * The error of one card field of a provider's frames (S and A live), under it (part 2 §8), followed by what to do
 * (WCAG 3.3.3): a polite live region that is always in the page, so a message that appears or changes is read out,
 * and empty while the field has nothing to say. The field itself is in the provider's frame, a document this page
 * cannot tie it to (decision 057).
 */
export function CardFieldError({ id, field, message, t }: { id: string; field: CardField; message: ProviderMessage | null; t: (key: string, params?: Readonly<Record<string, string | number>>) => string }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {fieldText(t, field, message, false)}
    </p>
  );
}
