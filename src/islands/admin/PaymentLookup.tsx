import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { htmlLang, isLocale, type Locale } from '~/i18n/languages';
import { createTranslator, type Messages } from '~/i18n/translator';
import { $paymentLookup, PAYMENT_LOOKUP_METHODS, PAYMENT_LOOKUP_TYPES, searchPayments, storedAdminToken, type PaymentLookupQuery } from '~/stores/admin/payment-lookup';
import { LookupResults } from './LookupResults';

export interface PaymentLookupProps {
  /** `admin` and `errors:request` texts of every language; the island shows the one the page picked. */
  messages: Messages;
}

type FieldErrors = Partial<Record<'token' | 'userId', string>>;

/** The language the page's head script picked (`<html data-ui-lang>`), else English. */
function pageLocale(): Locale {
  const picked = document.documentElement.dataset.uiLang ?? 'en';
  return isLocale(picked) ? picked : 'en';
}

/**
 * The internal payment lookup at /pAdmn (part 2 §2): a token the office issued (DESIGN.md "Security": no fixed
 * password, no prompt), a user id, the method and the type; the results with a copyable charge. Bad input is named
 * at its field and keeps what was typed; a refused token or a failed call says so, with a retry.
 */
export default function PaymentLookup({ messages }: PaymentLookupProps) {
  const lang = useMemo(pageLocale, []);
  const { t } = useMemo(() => createTranslator(lang, { [lang]: messages[lang] ?? {} }, 'admin'), [lang, messages]);
  const lookup = useStore($paymentLookup);
  const [token, setToken] = useState(storedAdminToken);
  const [userId, setUserId] = useState('');
  const [method, setMethod] = useState<PaymentLookupQuery['method']>('credit_card');
  const [type, setType] = useState<PaymentLookupQuery['type']>('all');
  const [errors, setErrors] = useState<FieldErrors>({});
  const tokenField = useRef<HTMLInputElement>(null);
  const userField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.documentElement.lang = htmlLang(lang);
    document.title = t('lookup.title');
  }, [lang, t]);
  useEffect(() => {
    if (lookup.state !== 'unauthorized') return;
    setToken('');
    tokenField.current?.focus();
  }, [lookup.state]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (token.trim() === '') found.token = t('lookup.errors.token');
    if (!/^\d+$/.test(userId.trim())) found.userId = t('lookup.errors.user_id');
    setErrors(found);
    if (found.token) return tokenField.current?.focus();
    if (found.userId) return userField.current?.focus();
    void searchPayments({ userId: userId.trim(), method, type }, token.trim());
  };

  const field = (name: keyof FieldErrors) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `lookup-${name}-error` } : {};

  return (
    <section className="lookup" aria-labelledby="lookup-title">
      <h1 id="lookup-title">{t('lookup.title')}</h1>
      <p>{t('lookup.intro')}</p>
      <form className="lookup__form" onSubmit={submit} noValidate>
        <div className="lookup__field">
          <label htmlFor="lookup-token">{t('lookup.token')}</label>
          <input id="lookup-token" ref={tokenField} type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.currentTarget.value)} {...field('token')} />
          {errors.token && <p id="lookup-token-error" className="lookup__error">{errors.token}</p>}
        </div>
        <div className="lookup__field">
          <label htmlFor="lookup-user">{t('lookup.user_id')}</label>
          <input id="lookup-user" ref={userField} inputMode="numeric" autoComplete="off" value={userId} onChange={(e) => setUserId(e.currentTarget.value)} {...field('userId')} />
          {errors.userId && <p id="lookup-userId-error" className="lookup__error">{errors.userId}</p>}
        </div>
        <div className="lookup__field">
          <label htmlFor="lookup-method">{t('lookup.method')}</label>
          <select id="lookup-method" value={method} onChange={(e) => setMethod(e.currentTarget.value as PaymentLookupQuery['method'])}>
            {PAYMENT_LOOKUP_METHODS.map((m) => <option key={m} value={m}>{t(`lookup.methods.${m}`)}</option>)}
          </select>
        </div>
        <div className="lookup__field">
          <label htmlFor="lookup-type">{t('lookup.type')}</label>
          <select id="lookup-type" value={type} onChange={(e) => setType(e.currentTarget.value as PaymentLookupQuery['type'])}>
            {PAYMENT_LOOKUP_TYPES.map((x) => <option key={x} value={x}>{t(`lookup.types.${x}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="button" disabled={lookup.state === 'searching'}>
          {t(lookup.state === 'searching' ? 'lookup.searching' : 'lookup.search')}
        </button>
      </form>
      <LookupResults t={t} lang={lang} lookup={lookup} token={token} />
    </section>
  );
}
