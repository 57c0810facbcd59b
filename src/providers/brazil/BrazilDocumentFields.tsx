import { useId, useRef, useState } from 'react';
import { onlyDigits } from '~/domain/digits';
import { CPF_CNPJ_MASKS, PHONE_MASKS } from '~/domain/masks';
import { compactCpfOrCnpj } from '~/domain/validation';
import { phoneError } from '~/domain/validation-contact';
import { cpfCnpjError } from '~/domain/validation-methods';
import { OwnMaskedField } from '../OwnField';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderFieldsProps } from '../provider';
import { keepTyped, typedValue } from '../typed-values';
import { focusRefused } from '../focus-refused';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';

type DocumentInput = 'cpfOrCnpj' | 'phone';
/** Message keys by input, translated when shown (the language may change while they show). */
type Errors = Partial<Record<DocumentInput, string>>;

/**
 * Part 2 §3 "phone (area code and number)" from the masked Brazilian phone: the DDD and the rest, a leading +55
 * dropped. Example: phoneParts('(11) 91234-5678') -> { area_code: '11', number: '912345678' }.
 */
export function phoneParts(phone: string): { area_code: string; number: string } {
  let digits = onlyDigits(phone);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  return { area_code: digits.slice(0, 2), number: digits.slice(2) };
}

/**
 * Provider B's boleto and pix panels (part 2 §2 "Gerar boleto", "Gerar PIX"; §5): the payer's CPF or CNPJ, masked
 * ###.###.###-## or ##.###.###/####-## by its length (alphanumeric CNPJs too, as the domain accepts them), and for
 * the boleto the phone the spec's boleto message asks for. Checked when the buyer pays (part 2 §5 "O CPF/CNPJ
 * informado não esta correto..."); the step then sends them compact as `cpf_or_cnpj` and `phone`.
 */
export function BrazilDocumentFields(props: ProviderFieldsProps) {
  const id = useId();
  const withPhone = props.method === 'boleto';
  // What was typed for the other method (pix, boleto) or the pix before is there again (typed-values.ts).
  const [values, setValues] = useState<Record<DocumentInput, string>>(() => ({ cpfOrCnpj: typedValue('cpfOrCnpj'), phone: typedValue('phone') }));
  const [errors, setErrors] = useState<Errors>({});
  const inputs = { cpfOrCnpj: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null) };
  const latest = useLatest({ props, values, withPhone });
  const { t } = props;

  useProviderHandle(props.onHandle, () => {
    latest.current.props.onStatus(EMPTY_FIELDS_STATUS);
    // Every input at once (WCAG 3.3.1): each refused one shows its message, the first gets focus.
    const refused = (): [DocumentInput, string][] => {
      const { values: typed, withPhone: phoneNeeded } = latest.current;
      const found: [DocumentInput, string][] = [];
      const documentError = cpfCnpjError(typed.cpfOrCnpj);
      if (documentError) found.push(['cpfOrCnpj', documentError]);
      const phone = phoneNeeded ? phoneError(typed.phone, 'BR') : null;
      if (phone) found.push(['phone', phone]);
      setErrors(Object.fromEntries(found));
      if (found[0]) focusRefused(inputs[found[0][0]].current);
      return found;
    };
    const check = (): number => refused().length;
    const collect = async (): Promise<CollectResult> => {
      const found = refused();
      const first = found[0];
      if (first) return { ok: false, message: { key: first[1] }, invalid: found.length };
      const { values: typed, withPhone: phoneNeeded } = latest.current;
      return {
        ok: true,
        payment: { cpf_or_cnpj: compactCpfOrCnpj(typed.cpfOrCnpj), ...(phoneNeeded ? { phone: phoneParts(typed.phone) } : {}) },
      };
    };
    return { collect, check };
    // `inputs` holds refs, the same objects for the component's life.
  }, [latest]);

  function update(name: DocumentInput, value: string) {
    keepTyped(name, value);
    setValues((before) => (before[name] === value ? before : { ...before, [name]: value }));
    if (errors[name]) setErrors((before) => ({ ...before, [name]: undefined }));
  }

  return (
    <div className="own-fields">
      <p className="own-fields__intro">{t(`payment:brazil.${props.method === 'boleto' ? 'boleto' : 'pix'}_intro`)}</p>
      <OwnMaskedField
        id={`${id}-document`}
        name="cpf_or_cnpj"
        label={t('payment:brazil.cpf_cnpj')}
        mask={CPF_CNPJ_MASKS}
        value={values.cpfOrCnpj}
        onValue={(value) => update('cpfOrCnpj', value)}
        error={errors.cpfOrCnpj ? t(errors.cpfOrCnpj) : undefined}
        inputRef={inputs.cpfOrCnpj}
        // Text, not numeric: an alphanumeric CNPJ has letters (domain/masks.ts). No autocomplete token names it.
        input={{ inputMode: 'text', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
      />
      {withPhone && (
        <OwnMaskedField
          id={`${id}-phone`}
          name="phone"
          label={t('payment:brazil.phone')}
          mask={PHONE_MASKS}
          value={values.phone}
          onValue={(value) => update('phone', value)}
          error={errors.phone ? t(errors.phone) : undefined}
          inputRef={inputs.phone}
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' }}
        />
      )}
    </div>
  );
}
