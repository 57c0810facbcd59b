import { useStore } from '@nanostores/react';
import { $fieldsStatus } from '~/stores/checkout/choice/fields';
import { useT } from '../i18n';

/** A field error the provider's frames report (part 2 §8 "Erro no cartão"), under the fields; the frame marks the field. */
export function FieldsError() {
  const t = useT();
  const { error } = useStore($fieldsStatus);
  return (
    <p className="field__error" aria-live="polite">
      {error ? t(error.key, error.params) : ''}
    </p>
  );
}
