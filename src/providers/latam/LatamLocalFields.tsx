import { useId, useRef, useState } from 'react';
import { COLOMBIAN_BANKS } from '~/domain/colombian-banks';
import { TWO_LETTER_STATE_MASK, type MaskSpec } from '~/domain/masks';
import { IDENTIFICATION_TYPES, PERSON_TYPES } from '~/domain/validation-latam';
import { MaskedInput } from '../MaskedInput';
import { OwnField } from '../OwnField';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderFieldsProps } from '../provider';
import { keepTyped, typedValue } from '../typed-values';
import { focusRefused } from '../focus-refused';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';
import { EMPTY_LATAM_VALUES, latamErrors, latamInputs, latamIntro, latamPayment, latamStateRequired, type LatamInput, type LatamMethod, type LatamValues } from './latam-forms';

/** Yape's approval code: 6 digits (part 2 §5). */
const YAPE_CODE_MASK: MaskSpec = { mask: /^\d{0,6}$/ };

/** Message keys by input, translated when shown (the language may change while they show). */
type Errors = Partial<Record<LatamInput, string>>;

/**
 * Provider U's cash, bank transfer, Nequi and Yape panels (part 2 §2 "Gerar Cash", "Gerar Bank Transfer", "Gerar com
 * Nequi", "Pay with Yape"; §3; §5): the inputs latamInputs() names for the method, checked when the buyer pays, every
 * refused input marked with its message and the first focused; the valid values become the body's fields (latam-forms.ts).
 */
export function LatamLocalFields(props: ProviderFieldsProps) {
  const id = useId();
  const method = props.method as LatamMethod;
  // The payer's e-mail starts as the account's (the buyer may pay with another one); what was typed for another
  // method of the page is there again (typed-values.ts), but never a one-time Yape code.
  const [values, setValues] = useState<LatamValues>(() => {
    const kept = Object.fromEntries(Object.keys(EMPTY_LATAM_VALUES).filter((name) => name !== 'yapeCode').map((name) => [name, typedValue(`latam.${name}`)]));
    return { ...EMPTY_LATAM_VALUES, ...kept, email: typedValue('latam.email', props.payerEmail ?? '') };
  });
  const [errors, setErrors] = useState<Errors>({});
  const refs = useRef<Partial<Record<LatamInput, HTMLInputElement | HTMLSelectElement | null>>>({});
  const latest = useLatest({ props, values });
  const { t, currency } = props;
  const shown = latamInputs(method, currency);

  useProviderHandle(props.onHandle, () => {
    latest.current.props.onStatus(EMPTY_FIELDS_STATUS);
    // Every input at once (WCAG 3.3.1): each refused one shows its message, the first gets focus.
    const refused = () => {
      const { values: typed, props: current } = latest.current;
      const found = latamErrors(current.method as LatamMethod, current.currency, typed);
      setErrors(Object.fromEntries(found.map((error) => [error.field, error.key])));
      if (found[0]) focusRefused(refs.current[found[0].field]);
      return found;
    };
    const check = (): number => refused().length;
    const collect = async (): Promise<CollectResult> => {
      const found = refused();
      const first = found[0];
      if (first) return { ok: false, message: { key: first.key }, invalid: found.length };
      const { values: typed, props: current } = latest.current;
      return { ok: true, payment: latamPayment(current.method as LatamMethod, current.currency, typed) };
    };
    return { collect, check };
  }, [latest]);

  function update(name: LatamInput, value: string) {
    if (name !== 'yapeCode') keepTyped(`latam.${name}`, value);
    setValues((before) => (before[name] === value ? before : { ...before, [name]: value }));
    if (errors[name]) setErrors((before) => ({ ...before, [name]: undefined }));
  }

  const ref = (name: LatamInput) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    refs.current[name] = element;
  };
  const fieldId = (name: LatamInput) => `${id}-${name}`;
  const message = (name: LatamInput) => (errors[name] ? t(errors[name]) : undefined);

  const text = (name: LatamInput, input: { type?: string; inputMode?: 'email' | 'tel' | 'text' | 'numeric'; autoComplete: string; autoCapitalize?: string }) => (
    <OwnField key={name} id={fieldId(name)} label={t(`latam:${name === 'identificationValue' ? 'identification_value' : name}`)} error={message(name)}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          ref={ref(name)}
          id={fieldId(name)}
          name={name}
          className="own-field__input"
          type={input.type ?? 'text'}
          spellCheck={false}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
        />
      )}
    </OwnField>
  );

  const masked = (name: 'state' | 'yapeCode', labelKey: string, mask: MaskSpec, input: { inputMode: 'text' | 'numeric'; autoComplete: string; autoCapitalize?: string }) => (
    <OwnField key={name} id={fieldId(name)} label={t(labelKey)} error={message(name)}>
      {(aria) => (
        <MaskedInput
          {...aria}
          {...input}
          ref={ref(name)}
          id={fieldId(name)}
          name={name}
          className="own-field__input"
          spellCheck={false}
          mask={mask}
          value={values[name]}
          onValue={(value) => update(name, value)}
        />
      )}
    </OwnField>
  );

  const select = (name: 'bankCode' | 'personType' | 'identificationCode', labelKey: string, options: readonly { value: string; label: string }[]) => (
    <OwnField key={name} id={fieldId(name)} label={t(labelKey)} error={message(name)}>
      {(aria) => (
        <select {...aria} ref={ref(name)} id={fieldId(name)} name={name} className="own-field__input" value={values[name]} onChange={(event) => update(name, event.target.value)}>
          <option value="">{t('latam:choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </OwnField>
  );

  const render = (name: LatamInput) => {
    switch (name) {
      case 'email':
        return text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' });
      case 'bankCode':
        return select('bankCode', 'latam:bank', COLOMBIAN_BANKS.map((bank) => ({ value: bank.code, label: bank.test ? t('latam:test_bank', { bank: bank.description }) : bank.description })));
      case 'personType':
        return select('personType', 'latam:person_type', PERSON_TYPES.map((type) => ({ value: type, label: t(`latam:person_${type}`) })));
      case 'identificationCode':
        return select('identificationCode', 'latam:identification_type', IDENTIFICATION_TYPES.map((type) => ({ value: type, label: t(`latam:id_${type}`) })));
      case 'identificationValue':
        return text('identificationValue', { autoComplete: 'off', autoCapitalize: 'characters' });
      case 'dni':
        return text('dni', { autoComplete: 'off', autoCapitalize: 'characters' });
      case 'phone':
        return text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
      case 'yapeCode':
        return masked('yapeCode', 'latam:yape_code', YAPE_CODE_MASK, { inputMode: 'numeric', autoComplete: 'one-time-code' });
      case 'state':
        return masked('state', latamStateRequired(method) ? 'latam:state' : 'latam:state_optional', TWO_LETTER_STATE_MASK, { inputMode: 'text', autoComplete: 'address-level1', autoCapitalize: 'characters' });
    }
  };

  return (
    <div className="own-fields">
      <p className="own-fields__intro">{t(latamIntro(method, currency))}</p>
      {shown.map(render)}
    </div>
  );
}
