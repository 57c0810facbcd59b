import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ComponentType } from 'react';
import { addressFields, type AddressField } from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import type { MaskedInputProps } from '~/providers/MaskedInput';
import { $address, $addressErrors, $postcodeLookup, lookupPostcode, setAddressField, type AddressErrors } from '~/stores/checkout/choice/address';
import { useT } from '../i18n';
import { AddressCountrySelect } from './AddressCountrySelect';
import { addressFieldId, addressFieldView } from './address-fields';
import '../account/account.css';
import './address.css';

const LOOKUP_STATUS_ID = 'address-lookup-status';
const LOOKUP_FAILURE_ID = 'address-lookup-failure';
const errorId = (field: AddressField): string => `${addressFieldId(field)}-error`;

/**
 * The payment step's billing address (part 2 §3, §5): the domain's fields for the currency, in its order. The zip
 * field's blur (and a country choice, in Europe) runs the postcode lookup; while it runs a polite status says so,
 * and its failure shows under the zip with every field left for the buyer (part 2 §8). After a blocked payment
 * (validateAddress) the message shows and the first missing field gets focus.
 */
export interface AddressBlockProps {
  currency: CurrencyCode;
  /**
   * The masked input for the fields with a part 2 §5 mask (the Brazilian zip and state). MethodPanel loads it with
   * the block only for such an address, so the block every EUR card and SEPA buyer loads does not bring it
   * (decision 038). Without it a masked field is a plain input, and the domain still checks what was typed.
   */
  maskedInput?: ComponentType<MaskedInputProps>;
}

export function AddressBlock({ currency, maskedInput: Masked }: AddressBlockProps) {
  const t = useT();
  const address = useStore($address);
  const lookup = useStore($postcodeLookup);
  const errors = useStore($addressErrors);
  useFocusFirstMissing(errors);

  const missing = new Set(errors?.missing ?? []);
  const missingMessage = (field: AddressField, labelKey: string) => (missing.has(field) ? t('payment:address.missing', { field: t(labelKey) }) : undefined);
  const inputFor = (field: AddressField) => {
    const view = addressFieldView(field, currency);
    const id = addressFieldId(field);
    const isZip = field === 'zipCode';
    const error = missingMessage(field, view.labelKey);
    const describedBy = [isZip && LOOKUP_STATUS_ID, isZip && lookup.status === 'failed' && LOOKUP_FAILURE_ID, error && errorId(field)].filter(Boolean).join(' ') || undefined;
    const attributes = {
      id,
      name: id,
      className: 'field__input',
      autoComplete: view.autoComplete,
      autoCapitalize: view.autoCapitalize,
      inputMode: view.inputMode,
      maxLength: view.maxLength,
      onBlur: isZip ? () => void lookupPostcode(currency) : undefined,
      'aria-invalid': missing.has(field) ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
    return (
      <div className="field" key={field}>
        <label className="field__label" htmlFor={id}>{t(view.labelKey)}</label>
        {view.mask && Masked ? (
          <Masked {...attributes} mask={view.mask} value={address[field]} onValue={(value) => setAddressField(field, value)} />
        ) : (
          <input {...attributes} type="text" value={address[field]} onChange={(event) => setAddressField(field, event.target.value)} />
        )}
        {error && <p id={errorId(field)} className="field__error">{error}</p>}
        {isZip && (
          <>
            <p id={LOOKUP_STATUS_ID} className="field__hint address__status" role="status">
              {lookup.status === 'looking' ? t('payment:address.looking') : ''}
            </p>
            <p id={LOOKUP_FAILURE_ID} className="field__error" aria-live="polite">
              {lookup.status === 'failed' ? t(lookup.messageKey) : ''}
            </p>
          </>
        )}
      </div>
    );
  };

  return (
    <fieldset className="address card">
      <legend className="address__title">{t('payment:address.title')}</legend>
      {/* The step's alert announces the press; this is the spec's line for the block, read with it. */}
      {errors && <p className="alert">{t(errors.messageKey)}</p>}
      <div className="address__fields" aria-busy={lookup.status === 'looking' ? true : undefined}>
        {addressFields(currency).map((field) =>
          field === 'country' ? (
            <AddressCountrySelect
              key={field}
              id={addressFieldId(field)}
              value={address.country}
              error={missingMessage(field, 'payment:address.country')}
              onChange={(code) => {
                setAddressField('country', code);
                void lookupPostcode(currency);
              }}
            />
          ) : (
            inputFor(field)
          ),
        )}
      </div>
    </fieldset>
  );
}

/** Focuses the first missing field when a validation names it, not when typing narrows the list. */
function useFocusFirstMissing(errors: AddressErrors | null): void {
  const previous = useRef<AddressErrors | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = errors;
    if (!errors || errors.focusFirst === false || (before && errors.missing.length < before.missing.length)) return;
    const first = errors.missing[0];
    if (first) document.getElementById(addressFieldId(first))?.focus();
  }, [errors]);
}
