import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { env } from '~/config/env';
import { isAcceptedCurrency } from '~/domain/currencies';
import { formatMoney } from '~/domain/money';
import { forgetPaidPurchase } from '~/stores/checkout/purchase/buy-again';
import { reloadCheckout } from '~/stores/checkout/load/start';
import type { PaidPurchase } from '~/stores/checkout/purchase/paid-before';
import { $moneyLocale } from '~/stores/checkout/money-locale';
import { $lang } from '~/stores/checkout/session';
import { useT } from '../i18n';

/**
 * The texts of each outcome: known paid; may have paid (with the step to check the invoices first); a document or
 * code waiting that the office could not give back (where to find it, and what a second one would mean).
 */
const TEXTS = {
  paid: { title: 'purchase:paid_before.title', summary: 'purchase:paid_before.summary', check: null, office: 'common:actions.go_to_office', hint: 'purchase:paid_before.buy_again_hint', again: 'purchase:paid_before.buy_again' },
  unknown: { title: 'purchase:maybe_paid.title', summary: 'purchase:maybe_paid.summary', check: 'purchase:maybe_paid.check', office: 'purchase:maybe_paid.invoices', hint: 'purchase:maybe_paid.pay_again_hint', again: 'purchase:maybe_paid.pay_again' },
  pending: { title: 'purchase:document_elsewhere.title', summary: 'purchase:document_elsewhere.summary', check: 'purchase:document_elsewhere.check', office: 'purchase:document_elsewhere.invoices', hint: 'purchase:document_elsewhere.new_hint', again: 'purchase:document_elsewhere.new' },
} as const;

/**
 * A purchase this browser already paid (decision 012): Back after paying, or the same checkout opened again; or an
 * attempt that may have paid and that nobody could answer for (`outcome: 'unknown'`, decision 012 addendum); or a pix,
 * boleto or slip made here that the office could not give back (`outcome: 'pending'`, decision 033 addendum). The buyer
 * sees when, how and how much, with the way to the office; buying (or paying) again is an explicit choice, which
 * forgets the record and loads the checkout afresh (a new invoice).
 */
export function PaidBefore({ paid }: { paid: PaidPurchase }) {
  const t = useT();
  const lang = useStore($lang);
  const locale = useStore($moneyLocale);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const money = isAcceptedCurrency(paid.currency) ? formatMoney({ amount: paid.amount, currency: paid.currency }, locale) : null;
  const amount = money?.ok ? money.text : `${paid.currency} ${(paid.amount / 100).toFixed(2)}`;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(paid.paidAt));
  const method = t(`payment:method.${paid.method}`);
  const texts = TEXTS[paid.outcome];
  return (
    <section className="checkout__panel paid-before" aria-labelledby="paid-before-title">
      <h2 id="paid-before-title" className="checkout__title" tabIndex={-1} ref={title}>
        {t(texts.title)}
      </h2>
      <p>{t(texts.summary, { amount, method, date })}</p>
      {texts.check && <p>{t(texts.check)}</p>}
      <p>
        <a className="button button--primary" href={env.PUBLIC_OFFICE_URL}>
          {t(texts.office)}
        </a>
      </p>
      <p className="field__hint" id="buy-again-hint">
        {t(texts.hint)}
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-describedby="buy-again-hint"
        onClick={() => {
          forgetPaidPurchase();
          void reloadCheckout();
        }}
      >
        {t(texts.again)}
      </button>
    </section>
  );
}
