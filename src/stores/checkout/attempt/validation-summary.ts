import type { PaymentMessage } from './status';

/**
 * The step's alert after a press that refused the buyer's own fields (WCAG 3.3.1, 3.3.3), each field showing its
 * own message beside it: one refused field keeps its own words (`single`, the spec's text: "O CPF/CNPJ informado não
 * esta correto...", "Para finalizar o pagamento, é preciso preencher o endereço"); more say how many to correct.
 * `fields` keeps the focus on the first refused field (PaymentFeedback).
 * Example: fieldsSummary(3, { key: 'errors:validation.email' }) -> { key: 'payment:validation.summary', params: { count: 3 }, fields: true }
 * ("Corrija 3 campos para continuar.").
 */
export function fieldsSummary(count: number, single: PaymentMessage): PaymentMessage {
  return count > 1 ? { key: 'payment:validation.summary', params: { count }, fields: true } : { ...single, fields: true };
}
