import { computed } from 'nanostores';
import { continueButtonState, continueLabelKey, type ContinueButtonState, type ContinueLabelKey } from '~/domain/continue-button';
import { $cartTotals } from '../cart/cart';
import { $appliedCoupon } from '../coupon/coupon';
import { $product, $uplineMethod } from '../session';
import { $address } from './address-state';
import { $fieldsStatus, $holderName, $providerHandle } from './fields';
import { $methodProvider, $selection } from './selection';
import { addressRequiredError } from '~/domain/address';

export interface ContinueButtonView {
  state: ContinueButtonState;
  labelKey: ContinueLabelKey;
  /** Why a disabled button is disabled, when the buyer can fix it here (the address of part 2 §5), else null. */
  hintKey: string | null;
}

/** The payment step's continue button (part 2 §2 label, §4.2, §5 rules), from the domain's continueButtonState. */
export const $continueButton = computed(
  [$selection, $product, $appliedCoupon, $cartTotals, $uplineMethod, $fieldsStatus, $holderName, $address, $methodProvider, $providerHandle],
  (selection, product, coupon, totals, upline, status, holderName, address, provider, handle): ContinueButtonView | null => {
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
      fieldsReady: handle !== null,
    });
    const labelKey = continueLabelKey(selection.method);
    // myCards needs a card chosen among the saved ones.
    if (selection.method === 'myCards' && selection.savedCardToken === null && state.kind === 'enabled') {
      return { state: { kind: 'disabled', messageKey: null }, labelKey, hintKey: null };
    }
    const addressHint = state.kind === 'disabled' && upline === null ? addressRequiredError(selection.method, provider, product.currency, address) : null;
    return { state, labelKey, hintKey: addressHint };
  },
);
