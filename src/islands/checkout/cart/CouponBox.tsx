import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $couponBox, applyCoupon, removeCoupon, retryCoupon, setCouponInput } from '~/stores/checkout/coupon/coupon';
import { useT } from '../i18n';
import './cart.css';

const INPUT_ID = 'coupon-code';
const MESSAGE_ID = 'coupon-code-message';

/**
 * The coupon box (part 1 §2, §5): the apply button follows the store's rule, every refusal shows its
 * reason in the buyer's language, a transport failure offers a retry, and the typed code is never cleared.
 * Hidden on upwork fee slugs.
 */
export function CouponBox() {
  const t = useT();
  const box = useStore($couponBox);
  const input = useRef<HTMLInputElement>(null);
  if (!box.visible) return null;
  const { state } = box;
  const hasMessage = state.status === 'rejected' || state.status === 'failed';
  return (
    <section className="coupon card" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className="cart__title">{t('checkout:coupon.title')}</h2>
      <form
        className="coupon__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The button is disabled while checking and once applied; focus stays on the code, where the message is linked.
          input.current?.focus();
          void applyCoupon();
        }}
      >
        <label className="field__label" htmlFor={INPUT_ID}>{t('checkout:coupon.label')}</label>
        <div className="coupon__row">
          <input
            ref={input}
            id={INPUT_ID}
            name="coupon"
            className="field__input"
            value={box.input}
            placeholder={t('checkout:coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={state.status === 'rejected' ? true : undefined}
            aria-describedby={hasMessage ? MESSAGE_ID : undefined}
            onChange={(event) => setCouponInput(event.target.value)}
          />
          <button type="submit" className="button" disabled={!box.applyEnabled}>
            {t('checkout:coupon.apply')}
          </button>
        </div>
      </form>
      <div className="coupon__status" aria-live="polite">
        {state.status === 'checking' && <p className="field__hint">{t('checkout:coupon.checking')}</p>}
        {state.status === 'applied' && (
          <div className="coupon__applied">
            <p className="notice notice--success">{t('checkout:coupon.applied', { code: state.code })}</p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                // The button goes with the applied coupon: the focus stays in the box, on the code (WCAG 2.4.3).
                removeCoupon();
                input.current?.focus();
              }}
            >{t('checkout:coupon.remove')}</button>
          </div>
        )}
      </div>
      {state.status === 'rejected' && (
        <p id={MESSAGE_ID} className="field__error" role="alert">{t(state.message.key, state.message.values)}</p>
      )}
      {state.status === 'failed' && (
        <div className="field__retry">
          <p id={MESSAGE_ID} className="alert" role="alert">{t(state.message.key)}</p>
          <button type="button" className="button button--ghost" onClick={() => void retryCoupon()}>{t('checkout:coupon.retry')}</button>
        </div>
      )}
    </section>
  );
}
