import { useStore } from '@nanostores/react';
import { $addressCountryGroups } from '~/stores/checkout/choice/address-countries';
import { useT } from '../i18n';

interface AddressCountrySelectProps {
  id: string;
  value: string;
  /** The translated message when the country is missing (its element's id is `${id}-error`), else undefined. */
  error: string | undefined;
  onChange: (code: string) => void;
}

/** The EUR address's country (part 2 §3): Europe first, then the other countries, named in the page language (decision 025). */
export function AddressCountrySelect({ id, value, error, onChange }: AddressCountrySelectProps) {
  const t = useT();
  const groups = useStore($addressCountryGroups);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{t('payment:address.country')}</label>
      <select
        id={id}
        name={id}
        className="field__input"
        autoComplete="country"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>{t('payment:address.country_placeholder')}</option>
        <optgroup label={t('payment:address.country_group_europe')}>
          {groups.europe.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </optgroup>
        <optgroup label={t('payment:address.country_group_others')}>
          {groups.others.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </optgroup>
      </select>
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}
