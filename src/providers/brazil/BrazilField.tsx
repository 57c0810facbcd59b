import type { Ref } from 'react';
import type { MaskSpec } from '~/domain/masks';
import { MaskedInput, type MaskedInputProps } from '../MaskedInput';

export interface BrazilFieldProps {
  id: string;
  name: string;
  label: string;
  mask: MaskSpec | readonly MaskSpec[];
  value: string;
  onValue(value: string): void;
  /** The translated message when the field is refused, else undefined. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** The phone keyboard's hints and the rest of the input's attributes. */
  input: Omit<MaskedInputProps, 'mask' | 'value' | 'onValue' | 'id' | 'name' | 'ref'>;
}

/**
 * One masked input of provider B's forms with its label and its message under it. The message is tied to the input
 * (aria-describedby); the step's alert says it too, so it is not a second live region.
 */
export function BrazilField({ id, name, label, mask, value, onValue, error, inputRef, input }: BrazilFieldProps) {
  return (
    <div className="br-field">
      <label className="br-field__label" htmlFor={id}>
        {label}
      </label>
      <MaskedInput
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        className="br-field__input"
        mask={mask}
        value={value}
        onValue={onValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="br-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
