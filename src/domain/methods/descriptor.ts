/**
 * What the checkout knows about one payment method, as one object (the files beside this one, one per method).
 * Every method-keyed table of the domain is a projection of these descriptors: the panel order, availability,
 * provider choice, routes, continue button, address block, state rule and after-payment screen. What a
 * pending answer gives the buyer to pay with is read in artifacts.ts, loaded with step 3 only.
 * Pure data and small functions. The types a descriptor is made of are here, below every module that projects the
 * descriptors (method-routes.ts and payment-method-rules.ts re-export theirs), so that no import runs in a circle.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { FlowKind } from '~/domain/flows';
import type { ProviderId } from '~/domain/providers/ids';

/**
 * What the method's panel holds (part 2 §2):
 * - 'card': the accepted brands, our holder input, the provider's card fields, their error, the address block;
 * - 'providerForm': the provider's own form (SEPA's owner and IBAN, provider B's CPF/CNPJ, provider U's local
 *   forms), with the address block where it shows;
 * - 'wallet': the provider's wallet buttons (mounted by the wallet slot, not by the panel);
 * - 'savedCards': the buyer's saved cards; 'paypal': PayPal's note; 'sponsorWallet': the sponsor's wallet note.
 */
export type PanelKind = 'card' | 'providerForm' | 'wallet' | 'savedCards' | 'paypal' | 'sponsorWallet';

/** One provider's way of taking a method. `endpoint` names a main-payment endpoint of part 2 §7 (src/api's PAYMENT_ENDPOINTS). */
export interface Route {
  endpoint: string | null;
  /** The billing address must be complete before paying (part 2 §5: provider B card, boleto, provider A card, SEPA); absent: not needed. */
  address?: true;
}

/** Entry conditions (part 2 §4.2, paragraph after the table) that switch a method off while they hold. */
export type EntryCondition =
  /** A valid coupon on a product with trial days. */
  | 'couponWithTrialDays'
  /** A 100% coupon. */
  | 'fullDiscountCoupon'
  /** A coupon limited to a period (TIME_DAY/WEEK/MONTH/YEAR); "period coupon" and "limited period" in the spec. */
  | 'periodCoupon'
  /** An annual country price bought annually. */
  | 'annualCountryPrice';

export interface MethodRule {
  /** Currencies the method is offered in; 'all' = every accepted currency. */
  currencies: readonly CurrencyCode[] | 'all';
  excludedCurrencies: readonly CurrencyCode[];
  offeredOnTrial: boolean;
  offForFlows: readonly FlowKind[];
  offForSlugs: readonly string[];
  offWhen: readonly EntryCondition[];
  /** Extra requirement: a wallet the browser supports, saved cards in the currency, or the sponsor's wallet. */
  needs: 'wallet' | 'savedCardInCurrency' | 'sponsorWallet' | null;
}

/**
 * The screen after a payment (part 2 §2 "Confirmation screens"): the document with copy and view, pix's wait for its
 * notification, or the seconds' countdown to the after-payment redirect (the default).
 */
export type AfterPayment = 'document' | 'pixWait' | 'countdown';

/** The provider that takes a method for the product's currency and the country price in force, null when none can. */
export type ProviderChoice = (currency: CurrencyCode, countryPriceCurrency: CurrencyCode | null) => ProviderId | null;

export interface MethodDescriptor {
  /** The part 2 §4.2 availability row; what it leaves out takes payment-method-rules.ts's defaults. */
  offer: Partial<MethodRule>;
  /** Who takes it (part 2 §4.3): one provider always, or a choice by currency. */
  provider: ProviderId | ProviderChoice;
  /** Still offered while the first payment goes to the sponsor (part 2 §4.3: PayPal and the Brazilian wallet). */
  paysSponsor?: true;
  /** The panel the payment step shows, which says how the step pays it (method-routes.ts). */
  panel: PanelKind;
  /** Per provider that takes it, the main-payment endpoint and the address need; 'any' when no provider is involved. */
  routes: Partial<Record<ProviderId, Route>> | 'any';
  /** The continue button reads payment:button.<method> (part 2 §2); absent: payment:button.default. */
  ownLabel?: true;
  /** No continue button: its own buttons pay (part 2 §2, the wallet). */
  noContinueButton?: true;
  /** Its panel replaces the card forms (part 2 §4.3). */
  hidesCardForms?: true;
  /** Confirmation sets the invoice non-recurring: a one-off payment the office must not renew (part 2 §4.5). */
  nonRecurring?: true;
  /** The billing address block shows with it in EUR and BRL (part 2 §5). */
  addressBlock?: true;
  /** Its state field takes exactly 2 letters (part 2 §5). */
  twoLetterState?: true;
  /**
   * The screen after payment; a function when the currency decides (part 2 §2). Absent: the countdown. A pending
   * payment whose screen waits for the buyer is the one a buyer coming back finds again (decision 033).
   */
  afterPayment?: AfterPayment | ((currency: CurrencyCode) => AfterPayment);
}
