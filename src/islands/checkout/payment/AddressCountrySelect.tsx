import { useStore } from '@nanostores/react';
import { $addressCountryGroups } from '~/stores/checkout/choice/address-countries';
import { useT } from '../i18n';

interface AddressCountrySelectProps {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (code: string) => void;
}

/** The EUR address's country (part 2 §3): Europe first, then the other countries, named in the page language (decision 025). */
export function AddressCountrySelect({ id, value, invalid, onChange }: AddressCountrySelectProps) {
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
        aria-invalid={invalid ? true : undefined}
      >
        <option value="" disabled>{t('payment:address.country_placeholder')}</option>
        <optgroup label={t('payment:address.country_group_europe')}>
          {groups.europe.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </optgroup>
        <optgroup label={t('payment:address.country_group_others')}>
          {groups.others.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </optgroup>
      </select>
    </div>
  );
}
