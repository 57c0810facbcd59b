import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import type { ErrorKey } from '~/domain/validation-form';
import { sepaErrors, type SepaField, type SepaForm } from '~/domain/validation-methods';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderFieldsProps } from '../provider';
import { focusRefused } from '../focus-refused';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';
import { compactIban, formatIbanEdit } from './iban-input';
import './european-fields.css';

type Errors = Partial<Record<SepaField, ErrorKey>>;

/** The SEPA form's values as the domain checks them: the IBAN compact and upper case. */
function formOf(values: SepaForm): SepaForm {
  return { ownerName: values.ownerName, ibanNumber: compactIban(values.ibanNumber) };
}

function errorOf(values: SepaForm, field: SepaField): ErrorKey | undefined {
  return sepaErrors(formOf(values)).find((error) => error.field === field)?.key;
}

/**
 * Provider A's SEPA Direct Debit fields (part 2 §3 SEPA, §5, §7 owner_name and iban_number): our own inputs, not
 * the provider's SEPA component, so the messages are the spec's, translated, and the IBAN is checked by the
 * domain (registry structure and check digits). An IBAN is a bank account, not card data: it may be typed into
 * our page. Imports nothing of the provider's SDK: the sandbox twin renders these same fields.
 *
 * Messages appear on blur and when the step collects; a field with an error re-checks as the buyer types.
 */
export function SepaFields(props: ProviderFieldsProps) {
  const id = useId();
  const ids = { ownerName: `${id}-owner`, ibanNumber: `${id}-iban` } as const;
  const [values, setValues] = useState<SepaForm>({ ownerName: '', ibanNumber: '' });
  const [errors, setErrors] = useState<Errors>({});
  const inputs = { ownerName: useRef<HTMLInputElement>(null), ibanNumber: useRef<HTMLInputElement>(null) };
  const ibanCaret = useRef<number | null>(null);
  const latest = useLatest({ props, values });
  const { t } = props;

  const accountComplete = values.ownerName.trim() !== '' && compactIban(values.ibanNumber) !== '';
  useEffect(() => {
    latest.current.props.onStatus({ ...EMPTY_FIELDS_STATUS, accountComplete });
  }, [accountComplete, latest]);

  // The handle reads the values through `latest`, so it is given once and stays valid while the fields live.
  useProviderHandle(props.onHandle, () => {
    // Every input at once (WCAG 3.3.1): each refused one shows its message, the first gets focus.
    const refused = () => {
      const found = sepaErrors(formOf(latest.current.values));
      setErrors(Object.fromEntries(found.map((error) => [error.field, error.key])));
      if (found[0]) focusRefused(inputs[found[0].field].current);
      return found;
    };
    const check = (): number => refused().length;
    const collect = async (): Promise<CollectResult> => {
      const found = refused();
      const first = found[0];
      if (first) return { ok: false, message: { key: first.key }, invalid: found.length };
      const form = formOf(latest.current.values);
      return { ok: true, payment: { owner_name: form.ownerName.trim(), iban_number: form.ibanNumber } };
    };
    return { collect, check };
    // `inputs` holds refs, the same objects for the component's life.
  }, [latest]);

  // Put the caret back after the IBAN was regrouped (React moves it to the end when the value changes).
  useLayoutEffect(() => {
    const input = inputs.ibanNumber.current;
    if (ibanCaret.current !== null && input && input === document.activeElement) input.setSelectionRange(ibanCaret.current, ibanCaret.current);
    ibanCaret.current = null;
  });

  function update(field: SepaField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: errorOf(next, field) });
  }

  function changeIban(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const edit = formatIbanEdit({ value: input.value, caret: input.selectionStart ?? input.value.length, previous: values.ibanNumber, inputType });
    ibanCaret.current = edit.caret;
    update('ibanNumber', edit.value);
  }

  function field(name: SepaField, labelKey: string, input: InputHTMLAttributes<HTMLInputElement>) {
    const error = errors[name];
    return (
      <div className="eu-field">
        <label className="eu-field__label" htmlFor={ids[name]}>
          {t(labelKey)}
        </label>
        <input
          {...input}
          ref={inputs[name]}
          id={ids[name]}
          name={name}
          className="eu-field__input"
          value={values[name]}
          // An update of the latest errors: a blur caused by the step's check focusing a field must not drop its messages.
          onBlur={() => setErrors((before) => ({ ...before, [name]: errorOf(values, name) }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids[name]}-error` : undefined}
        />
        {error && (
          <p id={`${ids[name]}-error`} className="eu-field__error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="eu-fields">
      {field('ownerName', 'payment:sepa.owner', { type: 'text', autoComplete: 'name', onChange: (event) => update('ownerName', event.target.value) })}
      {field('ibanNumber', 'payment:sepa.iban', {
        type: 'text',
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        // No maxLength: a pasted IBAN with dashes or extra spaces must arrive whole; compactIban caps the length.
        onChange: changeIban,
      })}
    </div>
  );
}
