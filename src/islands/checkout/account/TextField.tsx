import type { InputHTMLAttributes } from 'react';
import { useT } from '../i18n';

/** A translated error on screen: a key of the errors namespace and its placeholder values. */
export interface ShownError {
  key: string;
  params?: Record<string, string>;
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'spellCheck' | 'autoCapitalize'
>;

interface TextFieldProps extends InputProps {
  id: string;
  labelKey: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input while there is no error (e.g. the password rule). */
  hintKey?: string;
  error?: ShownError | null;
  /** Marks the input invalid without an error of its own: the id of the message that says why (the whole form's). */
  invalidBy?: string;
}

/**
 * A labelled input whose hint or error is linked with aria-describedby; an error marks it invalid and is
 * announced. When the error repeats the hint (the password rule), only the error shows.
 */
export function TextField({ id, labelKey, value, onChange, hintKey, error, invalidBy, ...input }: TextFieldProps) {
  const t = useT();
  const describedBy = error ? `${id}-error` : invalidBy ?? (hintKey ? `${id}-hint` : undefined);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(labelKey)}
      </label>
      <input
        {...input}
        id={id}
        name={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || invalidBy ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error.key, error.params)}
        </p>
      ) : hintKey ? (
        <p id={`${id}-hint`} className="field__hint">
          {t(hintKey)}
        </p>
      ) : null}
    </div>
  );
}
