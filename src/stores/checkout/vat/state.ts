import { atom, computed } from 'nanostores';
import { EMPTY_VAT_STATE, vatChoiceBlock, vatPercentageOf, vatStateFromChoice, type VatChoice } from '~/domain/vat';
import type { VatWidgetState } from '~/domain/vat-widget';
import { $product } from '../session';
import { addStepGuard, type Step } from '../steps';
import { resettable } from '~/stores/reset';

/*
 * The VAT widget's state (part 1 §2, §4), read by the cart, the account step and the aside. The widget's actions
 * (fee lookup, number check) live in ./vat.ts, loaded with the widget only when the currency is EUR.
 */

// Starts equal to the domain's VAT_WIDGET_START, written out so this always-loaded module does not pull the machine in.
/** The widget's sub-step (part 1 §4), driven only by the domain's state machine. */
export const $vatWidget = resettable(atom<VatWidgetState>({ step: 'selectCountry', error: null }), 'page');
/** The country picked in the select and the number typed: kept through every error and retry. */
export const $vatCountryCode = resettable(atom<string>(''), 'page');
export const $vatNumberInput = resettable(atom<string>(''), 'page');

/** The call the widget is waiting for, or the one that failed on the way (with a retry). */
export type VatRequest =
  | { status: 'idle' }
  | { status: 'loading'; task: 'fee' | 'number' }
  | { status: 'failed'; task: 'fee' | 'number'; messageKey: string };
export const $vatRequest = resettable(atom<VatRequest>({ status: 'idle' }), 'page');

/** 'errors:vat.choice_required' after a blocked move to payment, until a choice is made (part 1 §4, §8). */
export const $vatAttention = resettable(atom<string | null>(null), 'page');

/** The widget is shown for EUR only (part 1 §2). */
export const $vatVisible = computed($product, (product) => product?.currency === 'EUR');
/** The finished choice, or null. */
export const $vatChoice = computed($vatWidget, (state): VatChoice | null => (state.step === 'result' ? state.choice : null));
/** The VAT percent the cart applies; null while nothing is chosen. */
export const $vatPercent = computed($vatChoice, (choice) => (choice ? vatPercentageOf(choice) : null));

// Validity needs every field of the VAT state to be set, which no amount changes, so no cart amounts are needed here.
const NO_AMOUNTS = { amount: 0, amountFirstMonth: 0, amountWithoutCoupon: 0 };

/**
 * Step guard: moving from step 1 to payment in EUR needs a country fee or a valid VAT number
 * (part 1 §4, §8). Returns 'errors:vat.choice_required' and flags the widget, or null.
 */
export function vatStepGuard(from: Step): string | null {
  const product = $product.get();
  if (from !== 'planOrFee' || !product) return null;
  const choice = $vatChoice.get();
  const block = vatChoiceBlock(product.currency, choice ? vatStateFromChoice(choice, NO_AMOUNTS) : EMPTY_VAT_STATE);
  $vatAttention.set(block);
  return block;
}

addStepGuard(vatStepGuard);

$vatChoice.listen((choice) => {
  if (choice) $vatAttention.set(null);
});
