import type { ChangeEvent, RefObject } from 'react';

export interface RadioOption { value: string; label: string }

interface Props {
  /** Group name; ids are `<name>-<value>` so the page CSS can select on `:checked`. */
  name: string;
  legend: string;
  options: readonly RadioOption[];
  /** The option checked. */
  value: string;
  onChange: (value: string) => void;
  fieldsetRef?: RefObject<HTMLFieldSetElement | null>;
  /** A short note after the options (the yearly saving). */
  note?: string | undefined;
}

/**
 * A radio group drawn as a segmented control. It is server-rendered and works without JavaScript (the
 * page CSS shows the chosen view with `:has(:checked)`); once hydrated its owner keeps the value.
 */
export default function SegmentedRadios({ name, legend, options, value, onChange, fieldsetRef, note }: Props) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value);
  return (
    <fieldset className="segmented" ref={fieldsetRef}>
      <legend className="segmented__legend">{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <span className="segmented__option" key={option.value}>
            <input type="radio" id={`${name}-${option.value}`} name={name} value={option.value} checked={option.value === value} onChange={change} />
            <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      {note && <span className="segmented__note">{note}</span>}
    </fieldset>
  );
}
