import { computed } from 'nanostores';
import { showsAnnualSaving } from '~/domain/annual-saving';
import { MONTHS_PER_YEAR } from '~/domain/constants';
import { cartTotals, planAmountForPeriod, type CartTotals } from '~/domain/cart';
import type { CheckoutProduct } from '~/domain/checkout-product';
import type { CheckoutFlow } from '~/domain/flows';
import { ANNUAL_SAVING_NOTE_KEY, PERIOD_LABEL_KEYS, RECURRENCE_PERIODS, type RecurrencePeriod } from '~/domain/period';
import { isRecurringPurchase } from '~/domain/period-recurrence';
import { cartToolsAmount } from '~/domain/tools';
import { EMPTY_VAT_STATE, vatStateFromChoice, type VatState } from '~/domain/vat';
import { $bumpSellExtra, $bumpSellItems } from './bump-sell';
import { buildCartView, type CartPeriod, type CartView } from './cart-view';
import { $appliedCoupon } from '../coupon/coupon';
import { $period } from '../period';
import { $moneyLocale } from '../money-locale';
import { $flow, $product } from '../session';
import { $suggestionsCarousel, $toolSelection } from './tools';
import { $vatChoice, $vatPercent } from '../vat/state';

/** Flows whose product is a plan the buyer may bill monthly or yearly (our reading: fees, tools and orders have a fixed period). */
const TOGGLE_FLOWS: ReadonlySet<CheckoutFlow['kind']> = new Set(['plan', 'bundle']);

const PERIOD_OPTIONS = RECURRENCE_PERIODS.map((value) => ({ value, labelKey: PERIOD_LABEL_KEYS[value] }));

function cartPeriod(product: CheckoutProduct, flow: CheckoutFlow | null, chosen: RecurrencePeriod): CartPeriod {
  const toggle = product.kind === 'plan' && product.interval === 'MONTHLY' && (flow === null || TOGGLE_FLOWS.has(flow.kind));
  // The note promises a saving, so only a yearly price below 12 x monthly earns it (decision 020).
  const yearly = planAmountForPeriod({ monthly: product.amount, annualMonthly: product.annualMonthlyAmount }, 'YEARLY').amount;
  const saves = showsAnnualSaving(product.amount, yearly * MONTHS_PER_YEAR);
  return { value: toggle ? chosen : product.interval, toggle, options: PERIOD_OPTIONS, savingNoteKey: saves ? ANNUAL_SAVING_NOTE_KEY : null };
}

export const $cartPeriod = computed([$product, $flow, $period], (product, flow, chosen): CartPeriod | null =>
  product ? cartPeriod(product, flow, chosen) : null,
);

/**
 * The cart totals in cents (domain cartTotals): plan for the period, tools added from the suggestions,
 * ticked bump-sell items, the applied coupon and the chosen VAT percent. What the payment step charges.
 */
/** The product's per-month price for the billed period, in cents (yearly uses the annual price when there is one). */
export const $planAmount = computed([$product, $cartPeriod], (product, period): number | null =>
  product && period ? planAmountForPeriod({ monthly: product.amount, annualMonthly: product.annualMonthlyAmount }, period.value).amount : null,
);

export const $cartTotals = computed(
  [$product, $cartPeriod, $planAmount, $appliedCoupon, $vatPercent, $toolSelection, $bumpSellExtra],
  (product, period, planAmount, coupon, vatPercent, tools, extra): CartTotals | null => {
    if (!product || !period || planAmount === null) return null;
    return cartTotals({
      period: period.value,
      planAmount,
      toolsAmount: cartToolsAmount(tools.cart),
      extraAmount: extra,
      firstMonthAmount: product.amountFirstMonth,
      coupon,
      vatPercent: vatPercent ?? 0,
    });
  },
);

/** The VAT state of part 1 §3 for the invoice note and the payment (empty until a choice is made). */
export const $vatState = computed([$vatChoice, $cartTotals], (choice, totals): VatState =>
  choice && totals ? vatStateFromChoice(choice, totals.vatBases) : EMPTY_VAT_STATE,
);

/** Everything the cart shows, its numbers read in the buyer's money locale: islands print these strings and compute nothing. */
export const $cart = computed(
  [$product, $flow, $cartPeriod, $planAmount, $cartTotals, $toolSelection, $suggestionsCarousel, $bumpSellItems, $appliedCoupon, $vatPercent, $moneyLocale],
  (product, flow, period, planAmount, totals, tools, carousel, bumpSell, coupon, vatPercent, locale): CartView | null =>
    product && period && planAmount !== null && totals
      ? buildCartView({ product, recurring: isRecurringPurchase(product.kind, flow?.kind ?? null), period, planAmount, totals, tools, carousel, bumpSell, coupon, vatPercent, locale })
      : null,
);
