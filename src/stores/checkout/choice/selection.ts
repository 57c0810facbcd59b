import { atom, computed } from 'nanostores';
import type { SavedCard } from '~/api/account/user-schema';
import { WALLET_DECISION_WAIT_MS } from '~/domain/constants';
import { isAcceptedCurrency } from '~/domain/currencies';
import { firstCardInCurrency, initialSelection, reconcileSelection, selectMethod, selectSavedCard, type MethodSelection } from '~/domain/payment-method-selection';
import { isMethodPayable } from '~/domain/method-routes';
import type { PaymentMethod } from '~/domain/payment-methods';
import { providerFor, type ProviderId } from '~/domain/providers';
import { onReset, resettable } from '~/stores/reset';
import { $countryPrice, $options, $product, $uplineMethod, $user } from '../session';
import { $methods, $methodsDecided, $walletAvailable } from './methods';

/** The chosen method and saved card (part 2 §4.2); null method until the payment step opens. */
export const $selection = resettable(atom<MethodSelection>({ method: null, savedCardToken: null }), 'load');

/** True once the buyer picked a method: from then on the entry selection is never set over it. */
const $chosenByBuyer = resettable(atom(false), 'load');

/** The buyer's saved cards in the product currency (part 2 §3 "Saved card", §4.2 myCards), in the office's order. */
export const $savedCards = computed([$user, $product], (user, product): SavedCard[] =>
  product ? (user?.credit_cards ?? []).filter((card) => card.currency.toUpperCase() === product.currency) : [],
);

/** The provider that takes the chosen method (part 2 §4.3), null before a choice or for an impossible pair. */
export const $methodProvider = computed([$selection, $product, $countryPrice, $uplineMethod], (selection, product, countryPrice, upline): ProviderId | null =>
  selection.method && product
    ? providerFor({ method: selection.method, currency: product.currency, countryPriceCurrency: countryPrice && isAcceptedCurrency(countryPrice.currency.name) ? countryPrice.currency.name : null, firstPaymentToUpline: upline !== null })
    : null,
);

function entrySelection(methods: readonly PaymentMethod[]): MethodSelection {
  const product = $product.get();
  if (!product) return { method: null, savedCardToken: null };
  return initialSelection(methods, $user.get()?.credit_cards ?? [], product.currency, { preselectPaypal: $options.get()?.preselectPaypal ?? false });
}

let following: (() => void)[] = [];

/** The payment step stops waiting for the browser's wallet answer: the list is shown without the wallet. */
function stopWaitingForWallet(): void {
  if ($walletAvailable.get() === null) $walletAvailable.set(false);
}

/**
 * Opens the method choice (part 2 §4.2) once the list is decided ($methodsDecided: the browser said whether it has
 * a wallet, or WALLET_DECISION_WAIT_MS passed): the entry selection (PayPal when the URL asks, the wallet, the first
 * saved card in the currency, else the card form), set once, so the preselection never changes under an untouched
 * list (decision 044). Then it follows the method list: a coupon that switches the chosen method off falls back to
 * the entry choice.
 */
export function startMethodSelection(): void {
  stopMethodSelection();
  const follow = () => {
    const product = $product.get();
    if (!product || !$methodsDecided.get()) return;
    const current = $selection.get();
    const methods = $methods.get();
    $selection.set(current.method === null && !$chosenByBuyer.get() ? entrySelection(methods) : reconcileSelection(current, methods, $user.get()?.credit_cards ?? [], product.currency));
  };
  const timer = $methodsDecided.get() ? undefined : setTimeout(stopWaitingForWallet, WALLET_DECISION_WAIT_MS);
  following = [() => clearTimeout(timer), $methods.listen(follow), $methodsDecided.listen(follow)];
  follow();
}

/** Stops following the method list (the step closed). */
export function stopMethodSelection(): void {
  for (const stop of following) stop();
  following = [];
}
// A page that starts over follows nothing until its step opens again (the step's mount starts it).
onReset('page', stopMethodSelection);

/**
 * The buyer picks a method: the chosen saved card is cleared (part 2 §4.2). Picking "my cards" itself chooses the
 * first card saved in the product currency ("the first is preselected"), unless a card of the list is already the
 * choice: without a card the pay button would stay disabled with nothing to say why (the wallet, selected first,
 * is what a buyer with saved cards usually leaves).
 */
export function chooseMethod(method: PaymentMethod): void {
  $chosenByBuyer.set(true);
  const current = $selection.get();
  if (method === 'myCards' && current.method === 'myCards' && current.savedCardToken !== null) return;
  const product = $product.get();
  const firstCard = method === 'myCards' && product ? firstCardInCurrency($user.get()?.credit_cards ?? [], product.currency) : null;
  $selection.set(firstCard ? selectSavedCard(firstCard) : selectMethod(method));
}

/** The buyer picks one of the saved cards: myCards with that card. */
export function chooseSavedCard(token: string): void {
  $chosenByBuyer.set(true);
  $selection.set(selectSavedCard(token));
}

/**
 * The chosen method can be paid on this page: its provider has a route for it in the method-route table (part 2 §4.3,
 * §7; src/domain/method-routes.ts). Saved cards and PayPal need no provider's fields.
 */
export const $methodPayable = computed([$selection, $methodProvider], (selection, provider): boolean => isMethodPayable(selection.method, provider));
