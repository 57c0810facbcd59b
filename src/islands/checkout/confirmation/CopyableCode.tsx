import { copyCode, type CopiedCode } from '~/stores/checkout/confirmation/copy-feedback';
import { useT } from '../i18n';

/**
 * A code the buyer copies (typed line, slip code, CLABE, pix copy-paste code): a read-only field that selects itself
 * on focus, so it can be copied by hand when the clipboard refuses, and a copy button (a real button: Enter and Space).
 */
export function CopyableCode({ id, label, value, code }: { id: string; label: string; value: string; code: CopiedCode }) {
  const t = useT();
  return (
    <div className="confirmation__code">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly rows={2} value={value} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button" onClick={() => void copyCode(code, value)}>
        {t(code === 'pix' ? 'payment:confirmation.copy_pix' : 'payment:confirmation.copy_code')}
      </button>
    </div>
  );
}
