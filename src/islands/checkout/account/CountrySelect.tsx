import { useStore } from '@nanostores/react';
import { $registrationCountries, loadRegistrationCountries } from '~/stores/checkout/account/countries';
import { useT } from '../i18n';
import type { ShownError } from './TextField';

interface CountrySelectProps {
  id: string;
  value: string | null;
  onChange: (isoCode: string) => void;
  error?: ShownError | null;
}

/** The registration country (the subsidiary): loading, the list, or its failure with a retry. */
export function CountrySelect({ id, value, onChange, error }: CountrySelectProps) {
  const t = useT();
  const list = useStore($registrationCountries);
  const describedBy = [error ? `${id}-error` : null, list.state === 'failed' ? `${id}-failed` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('checkout:account.registration.country')}
      </label>
      <select
        id={id}
        name={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={list.state === 'loading' ? true : undefined}
      >
        <option value="" disabled>
          {list.state === 'loading' ? t('checkout:account.busy') : t('checkout:account.registration.country_placeholder')}
        </option>
        {list.state === 'ready' &&
          list.countries.map((country) => (
            <option key={country.id} value={country.iso_code}>
              {country.country}
            </option>
          ))}
      </select>
      {list.state === 'failed' && (
        <div className="field__retry">
          <p id={`${id}-failed`} className="field__error" role="alert">
            {t(list.messageKey)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void loadRegistrationCountries()}>
            {t('errors:request.retry')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}
