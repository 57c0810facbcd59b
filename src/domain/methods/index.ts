/**
 * Every payment method the checkout knows, one descriptor each (the names and their panel order are names.ts). Adding a
 * method is its file beside this one, its name in names.ts and its line here (src/domain/README.md, "Adding a payment
 * method").
 */
import { bankTransfer } from './bankTransfer';
import { boleto } from './boleto';
import { cash } from './cash';
import { creditCard } from './creditCard';
import type { MethodDescriptor } from './descriptor';
import type { PaymentMethod } from './names';
import { googlePay } from './googlePay';
import { myCards } from './myCards';
import { nequi } from './nequi';
import { pagSeguro } from './pagSeguro';
import { paypal } from './paypal';
import { pix } from './pix';
import { sepa } from './sepa';
import { yape } from './yape';

/** One descriptor per method of names.ts: a name without its descriptor, or a descriptor without its name, does not compile. */
export const METHODS = { googlePay, myCards, creditCard, sepa, pix, boleto, cash, bankTransfer, nequi, yape, paypal, pagSeguro } as const satisfies Record<PaymentMethod, MethodDescriptor>;

export type Methods = typeof METHODS;
export type { AfterPayment, MethodDescriptor } from './descriptor';

/** True when the method's panel replaces the card forms (part 2 §4.3: paypal, pagSeguro and myCards). Example: hidesCardForms('myCards') === true. */
export function hidesCardForms(method: PaymentMethod): boolean {
  return 'hidesCardForms' in METHODS[method];
}

/**
 * True when confirmation must set the invoice to recorrente 0 / recorrente_ativo 0 (part 2 §4.5): these payments are
 * one-off, so the office must not try to renew them automatically.
 * Example: setsInvoiceNonRecurring('pix') === true; setsInvoiceNonRecurring('creditCard') === false.
 */
export function setsInvoiceNonRecurring(method: PaymentMethod): boolean {
  return 'nonRecurring' in METHODS[method];
}
