import { http, HttpResponse } from 'msw';
import { checkCouponPayloadSchema } from '~/api/coupon/check-coupon';
import type { CouponReason } from '~/api/coupon/coupon-schema';
import { apiUrl } from '~/api/endpoints';
import { sandboxCoupons } from '~/sandbox/fixtures/coupons';
import { readForm } from './read-body';

const refuse = (reason: CouponReason) => HttpResponse.json({ isValid: false, reason, coupon: null });

/**
 * The office's coupon check over fixtures/coupons.ts: empty code, then visitor, then the code's own
 * answer, then the plan restriction (part 1 §5). Read-only, so no store.
 */
export const couponHandlers = [
  http.post(apiUrl('office', '/br/office/check-coupon'), async ({ request }) => {
    const body = await readForm(request, checkCouponPayloadSchema);
    if (!body.ok) return body.response;
    const code = body.data.coupon_code.trim().toUpperCase();
    if (code === '') return refuse('coupon_code_is_required');
    if (body.data.user_id === '') return refuse('user_id_is_required');
    const fixture = sandboxCoupons.get(code);
    if (!fixture) return refuse('invalid_coupon');
    if (fixture.kind === 'refused') return refuse(fixture.reason);
    if (fixture.planIds && !fixture.planIds.includes(Number(body.data.plan_id))) return refuse('this_coupon_is_not_valid_for_this_plan');
    return HttpResponse.json({ isValid: true, reason: null, coupon: fixture.coupon });
  }),
];
