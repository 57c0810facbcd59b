import { computed } from 'nanostores';
import { continueButtonState, continueLabelKey, type ContinueButtonState, type ContinueLabelKey } from '~/domain/continue-button';
import { $cartTotals } from '../cart/cart';
import { $appliedCoupon } from '../coupon/coupon';
import { $product, $uplineMethod } from '../session';
import { $address } from './address';
import { $fieldsStatus, $holderName } from './fields';
import { $selection } from './selection';

export interface ContinueButtonView {
  state: ContinueButtonState;
  labelKey: ContinueLabelKey;
}

/** The payment step's continue button (part 2 §2 label, §4.2, §5 rules), from the domain's continueButtonState. */
export const $continueButton = computed(
  [$selection, $product, $appliedCoupon, $cartTotals, $uplineMethod, $fieldsStatus, $holderName, $address],
  (selection, product, coupon, totals, upline, status, holderName, address): ContinueButtonView | null => {
    if (!selection.method || !product || !totals) return null;
    const state = continueButtonState({
      method: selection.method,
      currency: product.currency,
      coupon,
      amount: totals.charge.amount,
      hasFirstMonthAmount: product.amountFirstMonth !== null,
      firstPaymentToUpline: upline !== null,
      card: { holderName, numberComplete: status.numberComplete, expiryComplete: status.expiryComplete, cvcComplete: status.cvcComplete },
      address,
      sepaComplete: status.accountComplete,
    });
    // myCards needs a card chosen among the saved ones.
    if (selection.method === 'myCards' && selection.savedCardToken === null && state.kind === 'enabled') {
      return { state: { kind: 'disabled', messageKey: null }, labelKey: continueLabelKey(selection.method) };
    }
    return { state, labelKey: continueLabelKey(selection.method) };
  },
);
