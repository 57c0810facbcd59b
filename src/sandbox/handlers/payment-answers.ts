import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import type { PaymentCharge } from '~/api/payment/payment-endpoints';
import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';
import type { CardOutcome } from '~/sandbox/fixtures/payments';
import { boletoBarCode, dueDateFactor, typedLine } from '~/sandbox/images/boleto-line';
import { boletoBarCodeImage, pixQrImage } from '~/sandbox/images/document-images';
import { getScenario } from '~/sandbox/scenario';
import { nextSandboxNumber, savePaymentIntent, saveThreeDSecureSession, threeDSecureSession } from './payment-state';

/** The sandbox bank's 3-D Secure challenge page (src/sandbox/pages/three-d-secure.astro). */
export const SANDBOX_CHALLENGE_PATH = '/sandbox/three-d-secure';

/** The gateway's answers for each outcome of the card table and each pending method (part 2 §4.4). */

const success = (type: string, id = `gw_sandbox_${nextSandboxNumber()}`): GatewayResponseInput => ({
  gateway: { status: 'Success', type, message: null, reason: null },
  gateway_identifier: id,
});

/** A refusal with the part 2 §8 reason; `message` is the server's own English text. */
export function refusal(reason: string, message = `Sandbox: payment refused (${reason})`): GatewayResponseInput {
  return { gateway: { status: 'Error', type: 'payment_refused', message, reason } };
}

export const authorized = (): GatewayResponseInput => success('payment_authorized');
export const done = (): GatewayResponseInput => success('payment_done');

/**
 * The answer to a card payment, by the outcome its token carries. `returnUrl` is the payment's
 * `redir_url_after_payment`, where the 3-D Secure redirect comes back to, as given (the checkout page with its
 * purchase's query; the bank appends threeSecure, identify and redirectResult); null when the payment had none.
 * A slow card's wait (`delayMs`) is not here: the gateway takes the payment at once and answerOnce
 * (payment-store.ts) holds back only the answer.
 */
export function cardAnswer(outcome: CardOutcome, returnUrl: URL | null): GatewayResponseInput {
  switch (outcome.kind) {
    case 'authorized':
      return authorized();
    case 'refused':
      return refusal(outcome.reason);
    case 'authentication_required': {
      const n = nextSandboxNumber();
      const id = `pi_sandbox_${n}`;
      // Stripe's authentication_required error leaves the intent in requires_payment_method, its payment method
      // detached (https://docs.stripe.com/declines/codes#authentication_required,
      // https://docs.stripe.com/payments/paymentintents/lifecycle): the page confirms it again with the card's.
      savePaymentIntent(`${id}_secret_sandbox`, { id, status: 'requires_payment_method', needsChallenge: true, paymentMethod: null });
      return {
        gateway: {
          status: 'Error',
          type: 'payment_authentication_required',
          message: 'Sandbox: the card asks for authentication',
          reason: 'payment_authentication_required',
          others: { error: { payment_intent: { client_secret: `${id}_secret_sandbox`, status: 'requires_payment_method' }, payment_method: { id: `pm_sandbox_${n}` } } },
        },
        gateway_identifier: id,
      };
    }
    case 'redirect': {
      // The handler answers 400 before this (payment.ts): without a return URL the bank has nowhere to send the buyer.
      if (!returnUrl) return refusal('payment_refused', 'Sandbox: no redir_url_after_payment to come back to');
      const identify = `3ds_sandbox_${nextSandboxNumber()}`;
      saveThreeDSecureSession(identify, { after: outcome.after, gatewayIdentifier: `gw_sandbox_${nextSandboxNumber()}`, final: null, redirectResult: `rr_sandbox_${nextSandboxNumber()}`, startedAt: Date.now() });
      // The sandbox "bank" (on the sandbox's own origin): a challenge page with approve and decline, which sends the
      // buyer back to the URL the payment was given, as Adyen returns the shopper to the payment's returnUrl.
      return {
        gateway: {
          status: 'Success',
          type: 'payment_redirect_user',
          message: null,
          reason: null,
          // Adyen's redirect action (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/): a GET carries
          // its query in the url.
          others: { action: { type: 'redirect', paymentMethodType: 'scheme', method: 'GET', url: challengeUrl(identify, returnUrl) } },
        },
      };
    }
  }
}

/**
 * The shopper's language, as a provider takes it with the payment (Adyen's `shopperLocale`): the sandbox gateway
 * answers in the page, so it reads the checkout's own `<html lang>`; in Node, none.
 */
function shopperLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/** The sandbox bank's challenge page (on the sandbox's origin) for a session, with the URL to return to, in the shopper's language. */
function challengeUrl(identify: string, back: URL): string {
  const url = new URL(SANDBOX_CHALLENGE_PATH, localOrigin());
  url.searchParams.set('identify', identify);
  url.searchParams.set('return', back.href);
  const lang = shopperLanguage();
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

const DAY_MS = 86_400_000;
const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
const documentUrl = (kind: string, id: string) => `${env.PUBLIC_OFFICE_URL}/sandbox-documents/${kind}/${id}.pdf`;

/**
 * The address of a pix QR image the office would host, which the sandbox does not serve (`sandbox-pix-image=missing`):
 * the image fails to load and step 3 draws the QR from the copy-paste code itself (decision 046).
 */
const missingPixImage = (id: string) => `${env.PUBLIC_OFFICE_URL}/sandbox-documents/pix-qr/${id}.png`;

/** Itaú's sample free field (agency, account, our number), as banks print it on their sample slips. */
const BOLETO_FREE_FIELD = '1790001043510049102015000';

/** CRC-16/CCITT-FALSE, the checksum that ends a pix "copia e cola" code. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A well-formed static pix payload (BR Code) for the amount, in cents. */
export function pixCode(cents: number, txid: string): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', 'pix@sandbox.test');
  const body =
    emv('00', '01') + emv('26', account) + emv('52', '0000') + emv('53', '986') + emv('54', (cents / 100).toFixed(2)) +
    emv('58', 'BR') + emv('59', 'SANDBOX CHECKOUT') + emv('60', 'SAO PAULO') + emv('62', emv('05', txid)) + '6304';
  return body + crc16(body);
}

/** The payment_pending answer of a local method, with its artifact (part 2 §3 "Payment artifacts"). */
export function pendingAnswer(charge: Exclude<PaymentCharge, 'card' | 'sepa'>, currency: string, cents: number): GatewayResponseInput {
  const id = `gw_sandbox_${nextSandboxNumber()}`;
  const answer = success('payment_pending', id);
  const digits = String(cents).padStart(10, '0');
  switch (charge) {
    case 'boleto': {
      // A FEBRABAN bar code with its due-date factor, amount and check digits; the typed line carries the same digits.
      const dueDate = isoDate(3);
      const code = boletoBarCode('341', dueDateFactor(dueDate), cents, BOLETO_FREE_FIELD);
      answer.gateway.boleto = { barCode: typedLine(code), barCodeImage: boletoBarCodeImage(code), qrCode: pixCode(cents, id.replace(/\W/g, '')), dueDate, downloadPdf: documentUrl('boleto', id) };
      break;
    }
    case 'pix': {
      const code = pixCode(cents, id.replace(/\W/g, ''));
      const qrCodeUrl = getScenario().pixImage === 'missing' ? missingPixImage(id) : pixQrImage(code);
      answer.gateway.pix = { qrCode: code, qrCodeUrl };
      answer.hash_token = `pix_sandbox_${nextSandboxNumber()}`;
      break;
    }
    case 'cash':
      answer.gateway.cash = { barCode: `9999${digits}${String(nextSandboxNumber()).padStart(6, '0')}`, dueDate: isoDate(2), downloadPdf: documentUrl('cash', id) };
      break;
    case 'bankTransfer':
      answer.gateway.bank_transfer =
        currency === 'COP'
          ? { bankUrl: `${env.PUBLIC_OFFICE_URL}/sandbox-documents/pse/${id}` }
          : { barCode: `646180${String(nextSandboxNumber()).padStart(12, '0')}`, dueDate: isoDate(2), downloadPdf: documentUrl('spei', id), reference: `SPEI${String(cents).padStart(7, '0')}` };
      break;
    case 'nequi':
      answer.gateway.nequi = { urlAccess: `${env.PUBLIC_OFFICE_URL}/sandbox-documents/nequi/${id}` };
      break;
    case 'yape':
      // Yape is approved with the buyer's code: no document to show (part 2 §2: countdown, then redirect).
      break;
  }
  return answer;
}

/** The session a sandbox 3-D Secure redirect answer opened (the `identify` of its challenge URL), or '' when none. */
export function sandboxRedirectIdentify(gateway: { others?: { action?: unknown } | null }): string {
  const url = (gateway.others?.action as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return '';
  try {
    return new URL(url).searchParams.get('identify') ?? '';
  } catch {
    return '';
  }
}

/**
 * What the sandbox bank gives the buyer's return for a redirect answer (bank-challenge.ts): the session's `identify`
 * and the `redirectResult` appended to the URL. For tests that play the bank's part.
 */
export function sandboxBankReturn(gateway: { others?: { action?: unknown } | null }): { identify: string; redirectResult: string | null } {
  const identify = sandboxRedirectIdentify(gateway);
  return { identify, redirectResult: threeDSecureSession(identify)?.redirectResult ?? null };
}
