/**
 * Which method and saved card are selected (part 2 §2, §4.2).
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';

/** The least a saved card must carry here; the user's credit_cards entries fit it. */
export interface SavedCardRef {
  token: string;
  currency: string;
}

export interface MethodSelection {
  method: PaymentMethod | null;
  /** Token of the chosen saved card; only set while myCards is the method. */
  savedCardToken: string | null;
}

/**
 * The method selected on entry (part 2 §2 paymentMethod=paypal, §4.2): PayPal when the URL asks for it,
 * else the wallet, else the saved cards, else the card form, else the first method shown; null when none is shown.
 * Example: preselectedMethod(['myCards', 'creditCard', 'paypal'], { preselectPaypal: false }) === 'myCards'.
 */
export function preselectedMethod(
  available: readonly PaymentMethod[],
  options: { preselectPaypal: boolean },
): PaymentMethod | null {
  const order: PaymentMethod[] = options.preselectPaypal
    ? ['paypal', 'googlePay', 'myCards', 'creditCard']
    : ['googlePay', 'myCards', 'creditCard'];
  return order.find((method) => available.includes(method)) ?? available[0] ?? null;
}

/**
 * First saved card in the product currency (part 2 §4.2: the first saved card is preselected).
 * Example: firstCardInCurrency([{ token: 'a', currency: 'EUR' }, { token: 'b', currency: 'USD' }], 'USD') === 'b'.
 */
export function firstCardInCurrency(cards: readonly SavedCardRef[], currency: CurrencyCode): string | null {
  return cards.find((card) => card.currency.toUpperCase() === currency)?.token ?? null;
}

/**
 * The selection on entry: preselectedMethod, with the first saved card chosen when it is myCards.
 * Example: initialSelection(['myCards'], cards, 'USD', { preselectPaypal: false }) -> { method: 'myCards', savedCardToken: 'b' }.
 */
export function initialSelection(
  available: readonly PaymentMethod[],
  cards: readonly SavedCardRef[],
  currency: CurrencyCode,
  options: { preselectPaypal: boolean },
): MethodSelection {
  const method = preselectedMethod(available, options);
  return { method, savedCardToken: method === 'myCards' ? firstCardInCurrency(cards, currency) : null };
}

/**
 * Selecting a method clears the chosen saved card (part 2 §4.2).
 * Example: selectMethod('creditCard') -> { method: 'creditCard', savedCardToken: null }.
 */
export function selectMethod(method: PaymentMethod): MethodSelection {
  return { method, savedCardToken: null };
}

/** Choosing a saved card selects myCards with it. Example: selectSavedCard('tok') -> { method: 'myCards', savedCardToken: 'tok' }. */
export function selectSavedCard(token: string): MethodSelection {
  return { method: 'myCards', savedCardToken: token };
}

/**
 * Keeps the current selection while its method is still shown (e.g. after a coupon is applied or removed);
 * otherwise falls back to the entry selection. Example: a selected 'paypal' that a 100% coupon switched off
 * becomes initialSelection(...) of the new list.
 */
export function reconcileSelection(
  current: MethodSelection,
  available: readonly PaymentMethod[],
  cards: readonly SavedCardRef[],
  currency: CurrencyCode,
): MethodSelection {
  if (current.method !== null && available.includes(current.method)) return current;
  return initialSelection(available, cards, currency, { preselectPaypal: false });
}
