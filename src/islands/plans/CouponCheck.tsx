import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PlanKind } from '~/build-data/plans-model';
import type { RecurrencePeriod } from '~/domain/period';
import { interpolate } from '~/i18n/translator';
import { $planCoupon, checkPlanCoupon, removePlanCoupon, type CouponPlan, type PlanCouponResult } from '~/stores/plans/coupon';
import { couponOnLinks } from '~/stores/plans/coupon-links';

export interface CouponStrings {
  toggle: string;
  label: string;
  apply: string;
  checking: string;
  /** `{{code}}` */
  applied: string;
  /** `{{code}}`, `{{amount}}` */
  price: string;
  remove: string;
  retry: string;
  /** errors:request.* by kind: network, timeout, http, schema. */
  errors: Readonly<Record<string, string>>;
  /** errors:coupon.* by reason, `unknown` included; `{{code}}` where the reason names the code. */
  reasons: Readonly<Record<string, string>>;
}

export interface CouponCheckProps {
  /** Intl locale the prices are read in, the cards' (moneyLocale: language and price country, decision 045). */
  locale: string;
  plans: readonly (CouponPlan & { kind: PlanKind })[];
  strings: CouponStrings;
}

interface InView {
  /** The plans in view and the period chosen with the toggles: what the coupon is checked against. */
  kind: PlanKind;
  period: RecurrencePeriod;
}

/** Cards mark where their coupon price goes with `data-coupon-slot="<slug>"`; links with `data-subscribe`. */
function findSlots(): Map<string, HTMLElement> {
  return new Map([...document.querySelectorAll<HTMLElement>('[data-coupon-slot]')].map((el) => [el.dataset.couponSlot ?? '', el]));
}

/** Puts `code` on the subscribe links of `validSlugs` (every link when null) and takes it off the others. */
function linkCoupon(code: string | null, validSlugs: ReadonlySet<string> | null): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe]')) {
    const url = new URL(link.href);
    if (code !== null && (validSlugs === null || validSlugs.has(link.dataset.slug ?? ''))) url.searchParams.set('coupon', code);
    else url.searchParams.delete('coupon');
    link.href = `${url.pathname}${url.search}`;
  }
}

/**
 * The coupon price check (part 1 §2): a code from `?coupon=` or typed in is checked with
 * the office for the plans in view and the chosen period; each card then shows its first payment with the
 * coupon, or the office's reason. A failed call keeps the code and offers a retry.
 */
export default function CouponCheck({ locale, plans, strings, kind, period }: CouponCheckProps & InView) {
  const [draft, setDraft] = useState('');
  const status = useStore($planCoupon);
  const [slots, setSlots] = useState<Map<string, HTMLElement>>(new Map());
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const check = (code: string) => checkPlanCoupon(code, { plans: plans.filter((plan) => plan.kind === kind), period, locale });

  useEffect(() => {
    setSlots(findSlots());
    const fromUrl = new URLSearchParams(location.search).get('coupon')?.trim();
    if (fromUrl) {
      setDraft(fromUrl);
      if (details.current) details.current.open = true;
      void check(fromUrl);
      return;
    }
    const typed = input.current?.value ?? '';
    if (typed) setDraft(typed); // typed before the island woke up: nothing typed is lost
    // Aplicar pressed before the island woke up: the client:ask directive held the submit and marked the form.
    const form = input.current?.form;
    if (form?.hasAttribute('data-ask-submitted')) {
      form.removeAttribute('data-ask-submitted');
      if (typed.trim() !== '') void check(typed.trim());
      return;
    }
    // The visitor opened "Have a coupon?" before the island woke up (client:ask, decision 015): the field is next
    // (the directive focuses it at once; this covers a focus it could not give).
    const focus = document.activeElement;
    if (details.current?.open && (focus === null || focus === document.body || details.current.contains(focus))) input.current?.focus();
  }, []); // deliberately not every dependency: once, after hydration

  // The code in check is checked again whenever the plans in view or the period change.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const current = $planCoupon.get();
    if (current.state !== 'idle') void check(current.code);
  }, [kind, period]); // deliberately not every dependency: on kind/period only

  const results = status.state === 'done' ? status.results : [];
  const valid = results.filter((r): r is Extract<PlanCouponResult, { status: 'valid' }> => r.status === 'valid');
  // The links follow the office's answer (couponOnLinks, decision 042); while a check runs they keep what they carry.
  useEffect(() => {
    const on = couponOnLinks(status);
    if (on) linkCoupon(on.code, on.slugs);
  }, [status]);

  const reasonText = (reason: string, code: string) => interpolate(strings.reasons[reason] ?? strings.reasons.unknown ?? '', { code });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = draft.trim();
    if (code !== '') void check(code);
  };

  const remove = () => {
    removePlanCoupon();
    linkCoupon(null, null);
    setDraft('');
    const url = new URL(location.href);
    url.searchParams.delete('coupon');
    history.replaceState(history.state, '', url);
  };

  const firstRefusal = results.find((r) => r.status === 'invalid');
  return (
    <details className="coupon" ref={details}>
      <summary className="coupon__toggle">{strings.toggle}</summary>
      <form className="coupon__form" onSubmit={submit} noValidate>
        <label htmlFor="plans-coupon">{strings.label}</label>
        <div className="coupon__row">
          <input ref={input} id="plans-coupon" name="coupon" data-ask-focus="" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
          <button type="submit" className="button" data-ask-submit="" disabled={draft.trim() === '' || status.state === 'checking'}>
            {strings.apply}
          </button>
        </div>
        <p className="coupon__status" role="status">
          {status.state === 'checking' && strings.checking}
          {status.state === 'done' && valid.length > 0 && interpolate(strings.applied, { code: status.code })}
        </p>
        {status.state === 'done' && valid.length === 0 && firstRefusal && firstRefusal.status === 'invalid' && (
          <p className="coupon__error" role="alert">{reasonText(firstRefusal.reason, status.code)}</p>
        )}
        {status.state === 'failed' && (
          <p className="coupon__error" role="alert">
            {strings.errors[status.errorKey.split('.').pop() ?? ''] ?? strings.errors.network}{' '}
            <button type="button" className="button button--ghost" onClick={() => void check(status.code)}>
              {strings.retry}
            </button>
          </p>
        )}
        {status.state === 'done' && valid.length > 0 && (
          <button type="button" className="coupon__remove" onClick={remove}>
            {strings.remove}
          </button>
        )}
      </form>
      {status.state === 'done' &&
        valid.length > 0 &&
        results.map((result) => {
          const slot = slots.get(result.slug);
          if (!slot) return null;
          const text = result.status === 'valid' ? interpolate(strings.price, { code: status.code, amount: result.text }) : reasonText(result.reason, status.code);
          return createPortal(<span className={`coupon-price coupon-price--${result.status}`}>{text}</span>, slot, result.slug);
        })}
    </details>
  );
}
