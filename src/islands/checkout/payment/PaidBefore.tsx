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
 * A purchase this browser already paid (decision 012): Back after paying, or the same checkout opened again. The
 * buyer sees when, how and how much, with the way to the office; buying it again is an explicit choice, which
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
  return (
    <section className="checkout__panel paid-before" aria-labelledby="paid-before-title">
      <h2 id="paid-before-title" className="checkout__title" tabIndex={-1} ref={title}>
        {t('purchase:paid_before.title')}
      </h2>
      <p>{t('purchase:paid_before.summary', { amount, method, date })}</p>
      <p>
        <a className="button button--primary" href={env.PUBLIC_OFFICE_URL}>
          {t('common:actions.go_to_office')}
        </a>
      </p>
      <p className="field__hint" id="buy-again-hint">{t('purchase:paid_before.buy_again_hint')}</p>
      <button
        type="button"
        className="button button--ghost"
        aria-describedby="buy-again-hint"
        onClick={() => {
          forgetPaidPurchase();
          void reloadCheckout();
        }}
      >
        {t('purchase:paid_before.buy_again')}
      </button>
    </section>
  );
}
