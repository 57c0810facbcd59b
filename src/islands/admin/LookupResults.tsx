import { useState } from 'react';
import type { Locale } from '~/i18n/languages';
import type { Translate } from '~/i18n/translator';
import { searchPayments, type PaymentLookupRow, type PaymentLookupState } from '~/stores/admin/payment-lookup';

interface Props {
  t: Translate;
  lang: Locale;
  lookup: PaymentLookupState;
  token: string;
}

const COLUMNS = ['id', 'type', 'message', 'charge', 'first_six', 'last_four', 'brand', 'created_at'] as const;

/** The lookup's answer: one polite status (searching, count, empty, copied) and one alert for failures. */
export function LookupResults({ t, lookup, token }: Props) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (charge: string) => {
    try {
      await navigator.clipboard.writeText(charge);
      setCopied(t('lookup.copied', { charge }));
    } catch {
      setCopied(t('lookup.copy_failed'));
    }
  };
  const rows = lookup.state === 'done' ? lookup.rows : [];
  let status = '';
  if (lookup.state === 'searching') status = t('lookup.searching');
  else if (lookup.state === 'done') status = rows.length === 0 ? t('lookup.empty') : (copied ?? t('lookup.results', { count: rows.length }));
  return (
    <div className="lookup__results">
      <p className="lookup__status" role="status">{status}</p>
      {lookup.state === 'unauthorized' && <p className="lookup__alert" role="alert">{t('lookup.unauthorized')}</p>}
      {lookup.state === 'failed' && (
        <p className="lookup__alert" role="alert">
          {t(lookup.messageKey)}{' '}
          <button type="button" className="button button--ghost" onClick={() => void searchPayments(lookup.query, token.trim())}>
            {t('lookup.retry')}
          </button>
        </p>
      )}
      {rows.length > 0 && (
        <div className="lookup__table" role="region" aria-label={t('lookup.results', { count: rows.length })} tabIndex={0}>
          <table>
            <thead>
              <tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`lookup.columns.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((row: PaymentLookupRow) => (
                <tr key={row.id_pagarme_payment}>
                  <td>{row.id_pagarme_payment}</td>
                  <td>{row.type}</td>
                  <td>{row.message ?? '—'}</td>
                  <td>
                    {row.charge ? (
                      <>
                        <code>{row.charge}</code>{' '}
                        <button type="button" className="button button--ghost" onClick={() => void copy(row.charge as string)}>
                          {t('lookup.copy', { charge: row.charge })}
                        </button>
                      </>
                    ) : '—'}
                  </td>
                  <td>{row.first_six_digits ?? '—'}</td>
                  <td>{row.last_four_digit ?? '—'}</td>
                  <td>{row.brand ?? '—'}</td>
                  <td>{row.created_at}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
