import type { ReactNode, Ref } from 'react';
import type { MaskSpec } from '~/domain/masks';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';
import './own-fields.css';

export interface OwnFieldProps {
  id: string;
  label: string;
  /** The translated message when the input is refused, else undefined. */
  error: string | undefined;
  /** The control, given the attributes that tie it to its label's message (aria-invalid, aria-describedby). */
  children(aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-errormessage'?: string }): ReactNode;
}

/**
 * One input or list of the forms that are ours (provider B's card and documents, provider U's card and local
 * methods) with its label and its message under it. The message is tied to the control; the step's alert says it
 * too, so it is no live region. The control takes the class `own-field__input`.
 */
export function OwnField({ id, label, error, children }: OwnFieldProps) {
  return (
    <div className="own-field">
      <label className="own-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error`, 'aria-errormessage': `${id}-error` } : {})}
      {error && (
        <p id={`${id}-error`} className="own-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface OwnMaskedFieldProps {
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

/** One masked input (part 2 §5) of our forms, in an OwnField. */
export function OwnMaskedField({ id, name, label, mask, value, onValue, error, inputRef, input }: OwnMaskedFieldProps) {
  return (
    <OwnField id={id} label={label} error={error}>
      {(aria) => <MaskedInput {...input} {...aria} ref={inputRef} id={id} name={name} className="own-field__input" mask={mask} value={value} onValue={onValue} />}
    </OwnField>
  );
}
