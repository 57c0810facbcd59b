/**
 * The one interface every payment provider adapter implements (DESIGN.md "Payments"; decision 023).
 *
 * Life cycle, in the words of DESIGN.md:
 * - mount the fields: the payment step renders the adapter's `Fields` component inside the method's panel;
 * - tokenise or collect: when the buyer pays, the step calls `handle.collect()`, which answers the payment-body
 *   fields that stand for the card or account (a token, encrypted fields, an owner and IBAN): never a raw card;
 * - pay: the step sends the body with the attempt's idempotency key through the API client (one code path for
 *   every provider, so "one payment per attempt" is enforced once); a wallet pays from inside its button and
 *   reports the outcome through `wallet.onResult`;
 * - authenticate: after `payment_authentication_required` the step calls `handle.authenticate(request)`;
 * - tear down: unmounting `Fields` releases the provider's frames and listeners.
 *
 * Adapters never import stores or islands: everything they need comes in through these props and callbacks.
 */
import type { ComponentType } from 'react';
import type { PaymentPayload } from '~/api/payment/payment-payload-schema';
import type { CurrencyCode } from '~/domain/currencies';
import type { ProviderMethod } from '~/domain/method-routes';
import type { Locale } from '~/i18n/languages';

/**
 * The methods whose fields a provider renders (part 2 §2): cards, SEPA, the wallet buttons, provider B's boleto and
 * pix, provider U's cash, bank transfer, Nequi and Yape; derived from the domain's method-route table.
 */
export type { ProviderMethod } from '~/domain/method-routes';

/** A message for the buyer: a translation key and its values (the step translates it). */
export interface ProviderMessage {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * What the fields report while the buyer types: completeness only, never a value (the number, expiry and CVC stay
 * in the provider's frames). `error` is a field error to show under the fields, null when there is none.
 */
export interface FieldsStatus {
  numberComplete: boolean;
  expiryComplete: boolean;
  cvcComplete: boolean;
  /** For SEPA: owner name and IBAN both filled. */
  accountComplete: boolean;
  error: ProviderMessage | null;
}

export const EMPTY_FIELDS_STATUS: FieldsStatus = Object.freeze({
  numberComplete: false,
  expiryComplete: false,
  cvcComplete: false,
  accountComplete: false,
  error: null,
});

/** The payment-body fields a provider may contribute (payment-payload-schema.ts); nothing else. */
export type CollectedPayment = Partial<
  Pick<
    PaymentPayload,
    | 'token_card'
    | 'source_token'
    | 'payment_method'
    | 'card-encrypt'
    | 'browserInfo'
    | 'riskData'
    | 'owner_name'
    | 'iban_number'
    | 'cpf_or_cnpj'
    | 'phone'
    | 'email'
    | 'dni'
    | 'bankTransfer'
    | 'yape_code'
    | 'state'
  >
>;

export type CollectResult =
  | { ok: true; payment: CollectedPayment }
  /**
   * The provider refused the fields before any payment was made; `log` is sent to the logger when true. `invalid`:
   * how many of our own inputs were refused, each showing its message (the step's alert then gives the count).
   */
  | { ok: false; message: ProviderMessage; log?: boolean; invalid?: number };

export type AuthenticateResult =
  | { ok: true }
  | { ok: false; message: ProviderMessage }
  /** The challenge ended without a clear answer (a lost connection, the provider's own failure): the payment may exist. */
  | { ok: 'unknown' };

/**
 * What the gateway's `payment_authentication_required` answer hands to provider S (part 2 §7 `others.error`, Stripe's
 * `authentication_required` error: https://docs.stripe.com/api/errors#errors-payment_intent): the intent's client
 * secret, the card's payment method, and the intent's status when the gateway sent it.
 */
export interface AuthenticationRequest {
  clientSecret: string;
  /** `others.error.payment_method.id`: after the error the intent has none, so it is confirmed again with this one. */
  paymentMethodId: string | null;
  /** `others.error.payment_intent.status`: `requires_payment_method` (Stripe's state after the error) or `requires_action`. */
  intentStatus: string | null;
}

/** What the step holds while the fields are mounted. */
export interface ProviderHandle {
  /**
   * Tokenise or collect (see the file comment). `holderName` is our own input, typed outside the frames.
   * `chargesNothingNow` (the body's `first_payment_without_charge`: a trial or a 100 % coupon): the card is charged
   * later, off-session, so provider S saves it through a SetupIntent (part 2 §7 "Setup intent", decision 056) and
   * answers its `payment_method`; a failure there answers `ok: false` and never throws (nothing was charged, and no
   * attempt exists yet). Providers without a setup ignore it.
   */
  collect(input: { holderName: string; chargesNothingNow?: boolean }): Promise<CollectResult>;
  /**
   * The forms that are ours (provider B's documents, provider U's local methods, SEPA): checks every input at once,
   * shows each refused one's message tied to it, focuses the first refused input and answers how many were refused.
   * Never tokenises, sends or clears anything: the step calls it when another part of the page (the address) already
   * stops the press, so one press names every field (WCAG 3.3.1). Card fields in a provider's frames leave it undefined.
   */
  check?(): number;
  /**
   * Provider S card authentication (part 2 §4.4 payment_authentication_required): ok only when the payment intent
   * ends `succeeded`. Providers without it leave it undefined.
   */
  authenticate?(request: AuthenticationRequest): Promise<AuthenticateResult>;
  /**
   * The pay button pressed while the fields are not all complete (part 2 §5; the button stays focusable): marks each
   * missing or wrong field with its message in the fields' own document, moves focus to the first, and answers the
   * message naming them, null when none is missing. Collects nothing, sends nothing.
   */
  showMissing?(): ProviderMessage | null;
}

/** A wallet payment's outcome (part 2 §4.4 "Wallet payment"). */
export type WalletResult =
  | { ok: true; gatewayIdentifier: string | null }
  | { ok: false; message: ProviderMessage }
  /** The buyer confirmed and the outcome is not known (processing, requires_capture, no answer): the intent may be paid. */
  | { ok: 'unknown' };

/** The wallet side of the step: the adapter asks for the payment intent's secret when the buyer confirms. */
export interface WalletBridge {
  /** Creates (or, for the same attempt, reuses) the payment intent and answers its client secret. */
  requestClientSecret(): Promise<string>;
  /** The buyer's browser offers (or does not offer) a wallet: the step shows or hides the googlePay panel. */
  onAvailability(available: boolean): void;
  onResult(result: WalletResult): void;
  /** Where a wallet that has to leave the page comes back: this checkout, built from configuration (DESIGN.md "Security"). */
  returnUrl(): Promise<string>;
}

export interface ProviderFieldsProps {
  method: ProviderMethod;
  lang: Locale;
  currency: CurrencyCode;
  /**
   * What the first payment charges, in office cents (the first month's total when the plan has one, part 2 §4.4):
   * each provider converts it to its own units (Stripe's zero-decimal currencies, Adyen's ISO minor units).
   */
  amountCents: number;
  /** Translates a key of the `payment` namespace (labels of fields a provider renders itself, e.g. the sandbox frames). */
  t(key: string, params?: Readonly<Record<string, string | number>>): string;
  onStatus(status: FieldsStatus): void;
  /** The handle once the fields are ready, null when they are torn down. */
  onHandle(handle: ProviderHandle | null): void;
  /** Only for method 'googlePay'. */
  wallet?: WalletBridge;
  /**
   * The logged-in buyer's e-mail, when known: a form that asks for the payer's e-mail (provider U's transfer, Nequi,
   * Yape) starts with it, and the buyer may change it.
   */
  payerEmail?: string;
}

/** What a provider module exports: its fields component, lazily loaded through the registry. */
export interface ProviderModule {
  Fields: ComponentType<ProviderFieldsProps>;
}
