import { useT } from '../i18n';
import type { AccountKind } from '~/domain/validation-account';
import { TextField, type ShownError } from './TextField';

interface AccountKindFieldsProps {
  kind: AccountKind;
  vatNumber: string;
  onKind: (kind: AccountKind) => void;
  onVatNumber: (value: string) => void;
  vatError?: ShownError | null;
}

const KINDS: readonly AccountKind[] = ['personal', 'business'];

/** The EUR buyer's personal/business choice (part 1 §6) and, for a business, the VAT number (part 1 §5). */
export function AccountKindFields({ kind, vatNumber, onKind, onVatNumber, vatError }: AccountKindFieldsProps) {
  const t = useT();
  return (
    <>
      <fieldset className="field field--choice">
        <legend className="field__label">{t('checkout:account.registration.account_kind')}</legend>
        <div className="choice">
          {KINDS.map((option) => (
            <label key={option} className="choice__option">
              <input type="radio" name="registration-accountKind" value={option} checked={kind === option} onChange={() => onKind(option)} />
              {t(`checkout:account.registration.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'business' && (
        <TextField
          id="registration-vatNumber"
          labelKey="checkout:account.registration.vat_number"
          value={vatNumber}
          onChange={onVatNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={vatError}
        />
      )}
    </>
  );
}
