import type { ReactNode } from 'react';

export interface LatamFieldProps {
  id: string;
  label: string;
  /** The translated message when the input is refused, else undefined. */
  error: string | undefined;
  /** The control, given the attributes that tie it to its label's message (aria-invalid, aria-describedby). */
  children(aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}

/**
 * One input or list of provider U's forms with its label and its message under it, styled like provider B's
 * (brazil-fields.css). The message is tied to the control; the step's alert says it too, so it is no live region.
 */
export function LatamField({ id, label, error, children }: LatamFieldProps) {
  return (
    <div className="br-field">
      <label className="br-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error && (
        <p id={`${id}-error`} className="br-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
