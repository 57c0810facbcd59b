import type { TFunction } from 'i18next';
import type { CouponStrings } from '~/islands/plans/CouponCheck';
import { COUPON_REASONS } from '~/domain/coupon-reasons';

/** Request failures the coupon check can meet (errors:request.*). */
const REQUEST_ERRORS = ['network', 'timeout', 'http', 'schema'] as const;

/**
 * The coupon check's texts, translated at build time and passed as props, so no i18n library ships
 * with the island. Placeholders the island fills later ({{code}}, {{amount}}) are kept as written.
 */
export function couponStrings(t: TFunction): CouponStrings {
  const keep = { code: '{{code}}', amount: '{{amount}}' };
  return {
    toggle: t('plans:coupon.toggle'),
    label: t('plans:coupon.label'),
    apply: t('plans:coupon.apply'),
    checking: t('plans:coupon.checking'),
    applied: t('plans:coupon.applied', keep),
    price: t('plans:coupon.price', keep),
    remove: t('plans:coupon.remove'),
    retry: t('errors:request.retry'),
    errors: Object.fromEntries(REQUEST_ERRORS.map((kind) => [kind, t(`errors:request.${kind}`)])),
    // A visitor's refusal (the office needs the buyer's id, part 1 §5) keeps the spec's text and says what helps: the
    // code stays on the subscribe links and the checkout checks it again once the buyer is in (coupon-links.ts).
    reasons: Object.fromEntries(
      [...COUPON_REASONS, 'unknown'].map((reason) => [
        reason,
        reason === 'user_id_is_required' ? `${t(`errors:coupon.${reason}`, keep)} ${t('plans:coupon.visitor_hint')}` : t(`errors:coupon.${reason}`, keep),
      ]),
    ),
  };
}
