import { useT } from '../i18n';

interface CheckFieldProps {
  id: string;
  labelKey: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the error that concerns this box (one error may cover several boxes), or null. */
  errorId?: string | null;
}

/** A labelled checkbox (the whole label is the 44 px target), marked invalid and described by its error. */
export function CheckField({ id, labelKey, checked, onChange, errorId }: CheckFieldProps) {
  const t = useT();
  return (
    <div className="field field--check">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="field__check"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
      />
      <label className="field__check-label" htmlFor={id}>
        {t(labelKey)}
      </label>
    </div>
  );
}
