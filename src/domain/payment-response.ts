/**
 * A gateway payment answer as one typed outcome (part 2 §4.4, §8), and the confirmation screen it leads to (§2, §4.5).
 */
import { ERRORS } from '~/domain/error-catalogue';
import { PIX_WAIT_MINUTES, REDIRECT_COUNTDOWN_S } from '~/domain/constants';
import { isFullDiscountCoupon, type Coupon } from '~/domain/coupon';
import type { CurrencyCode } from '~/domain/currencies';
import { possibleFraudState, type FraudState } from '~/domain/fraud';
import { pendingArtifact, type GatewayArtifacts, type PendingArtifact } from '~/domain/payment-artifacts';
import { METHODS, type AfterPayment, type MethodDescriptor } from '~/domain/methods';
import type { PaymentMethod } from '~/domain/payment-methods';

/** The `gateway` object of a payment answer (part 2 §7), already parsed as JSON. */
export interface GatewayResult extends GatewayArtifacts {
  status?: unknown;
  message?: unknown;
  reason?: unknown;
  type?: unknown;
  others?: unknown;
}

/** Refusal reasons with their own message (part 2 §8); each maps to payment:errors.<reason>. */
export const REFUSAL_REASONS = [
  'unable_to_determine_variant',
  'invalid_card_number',
  'card_holder_missing',
  'expiry_date_invalid',
  'cvc_is_not_the_right_length',
  'not_supported',
  'cvc_declined',
  'payment_details_are_not_supported',
  'possible_fraud',
  'user_block_blacklist',
  'payment_refused',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number] | 'other';

export interface TranslatedMessage {
  key: string;
  params: Readonly<Record<string, string | number>>;
}

export type PaymentOutcome =
  /** Paid; for a trial or a 100% coupon the recurring future payment is created first. */
  | { kind: 'authorized'; createFuturePaymentFirst: boolean }
  | { kind: 'done' }
  /** Waiting for the buyer to pay with the artifact (boleto, pix, cash, bank transfer, nequi). */
  | { kind: 'pending'; artifact: PendingArtifact | null }
  /** 3-D Secure: `action` is the gateway's `others`, handed untouched to the provider adapter. */
  | { kind: 'threeDSecureRedirect'; action: unknown }
  /** Provider S card authentication; success only when the payment intent ends 'succeeded'. */
  | { kind: 'authenticationRequired'; clientSecret: string; paymentMethodId: string | null; intentStatus: string | null }
  /** `serverMessage` is plain text, to be rendered as text, never as HTML. */
  | { kind: 'refused'; reason: RefusalReason; message: TranslatedMessage; serverMessage: string | null; fraud: FraudState | null };

export interface PaymentContext {
  method: PaymentMethod;
  currency: CurrencyCode;
  isTrial: boolean;
  coupon: Coupon | null;
  /** Possible-fraud refusals already shown in this session (before this answer). */
  previousFraudAttempts: number;
  /** One request charging several items: the plan with bump-sell tools (decision 047); absent means false. */
  multiplePayment?: boolean;
}

const MAX_SERVER_MESSAGE_LENGTH = 500;

function plainText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_SERVER_MESSAGE_LENGTH);
}

function path(source: unknown, ...keys: readonly string[]): unknown {
  return keys.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), source);
}

function isSuccess(status: unknown): boolean {
  return status === true || (typeof status === 'string' && status.trim().toLowerCase() === 'success');
}

function refused(gateway: GatewayResult, context: PaymentContext): PaymentOutcome {
  const serverMessage = plainText(gateway.message);
  const raw = typeof gateway.reason === 'string' ? gateway.reason.trim() : '';
  const reason: RefusalReason = (REFUSAL_REASONS as readonly string[]).includes(raw) ? (raw as RefusalReason) : 'other';
  if (reason === 'possible_fraud') {
    const fraud = possibleFraudState(context.previousFraudAttempts + 1);
    return { kind: 'refused', reason, message: fraud.message, serverMessage, fraud };
  }
  if (reason !== 'other') return { kind: 'refused', reason, message: { key: `payment:errors.${reason}`, params: {} }, serverMessage, fraud: null };
  // Part 2 §8: a multiple payment's refusal reads the gateway's reason itself (its message, else its code; decision 047).
  const gatewayReason = serverMessage ?? (raw === '' ? null : raw);
  if (context.multiplePayment === true && gatewayReason !== null) {
    return { kind: 'refused', reason, message: { key: ERRORS.gatewayReason, params: { reason: gatewayReason } }, serverMessage: null, fraud: null };
  }
  // Unknown reasons: the boleto has its own failure text; everything else reads "Erro no analise" with the server message.
  const key = context.method === 'boleto' ? 'payment:errors.boleto_failed' : 'payment:errors.analysis_error';
  return { kind: 'refused', reason, message: { key, params: {} }, serverMessage, fraud: null };
}

/**
 * The outcome of a payment answer (part 2 §4.4). Success with payment_authorized, payment_done or payment_pending;
 * payment_redirect_user starts 3-D Secure; payment_authentication_required runs provider S authentication; SEPA
 * succeeds on any Success status; anything else is refused with its reason's message.
 * Example: paymentOutcome({ status: 'Success', type: 'payment_authorized' }, { ...context, isTrial: true })
 *   -> { kind: 'authorized', createFuturePaymentFirst: true }.
 */
export function paymentOutcome(gateway: GatewayResult, context: PaymentContext): PaymentOutcome {
  const type = typeof gateway.type === 'string' ? gateway.type.trim() : '';
  if (type === 'payment_redirect_user') return { kind: 'threeDSecureRedirect', action: gateway.others ?? null };
  if (type === 'payment_authentication_required') {
    const clientSecret = plainText(path(gateway.others, 'error', 'payment_intent', 'client_secret'));
    const paymentMethodId = plainText(path(gateway.others, 'error', 'payment_method', 'id'));
    const intentStatus = plainText(path(gateway.others, 'error', 'payment_intent', 'status'));
    return clientSecret === null ? refused(gateway, context) : { kind: 'authenticationRequired', clientSecret, paymentMethodId, intentStatus };
  }
  if (!isSuccess(gateway.status)) return refused(gateway, context);
  switch (type) {
    case 'payment_authorized':
      return { kind: 'authorized', createFuturePaymentFirst: context.isTrial || isFullDiscountCoupon(context.coupon) };
    case 'payment_done':
      return { kind: 'done' };
    case 'payment_pending':
      return { kind: 'pending', artifact: pendingArtifact(context.method, context.currency, gateway) };
    default:
      return context.method === 'sepa' ? { kind: 'done' } : refused(gateway, context);
  }
}

export { authenticationSucceeded } from '~/domain/card-authentication';

export type ConfirmationScreen =
  /** Boleto, cash, nequi and MXN bank transfer: the document with copy, view and back-to-start; no automatic redirect. */
  | { kind: 'document' }
  /** Pix: "Aguardando pagamento", the QR code and a countdown in minutes. */
  | { kind: 'pixAwaiting'; countdownMinutes: number }
  /** Every other method and COP bank transfer: a countdown in seconds, then the after-payment redirect. */
  | { kind: 'redirectCountdown'; seconds: number };

/**
 * The confirmation screen for a method and currency (part 2 §2 "Confirmation screens", §4.5): the descriptor's
 * `afterPayment`.
 * Example: confirmationScreen('bankTransfer', 'COP') -> { kind: 'redirectCountdown', seconds: 5 }.
 */
export function confirmationScreen(method: PaymentMethod, currency: CurrencyCode): ConfirmationScreen {
  const after: AfterPayment | ((currency: CurrencyCode) => AfterPayment) = (METHODS[method] as MethodDescriptor).afterPayment ?? 'countdown';
  const screen = typeof after === 'function' ? after(currency) : after;
  if (screen === 'document') return { kind: 'document' };
  if (screen === 'pixWait') return { kind: 'pixAwaiting', countdownMinutes: PIX_WAIT_MINUTES };
  return { kind: 'redirectCountdown', seconds: REDIRECT_COUNTDOWN_S };
}
