import * as z from 'zod/mini';
import { idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { isoDateTime } from '~/api/value-formats';
import { cents, currencyCode } from './payment-payload-parts';

/** Path not shown by the spec (part 2 §7 "Fraud report (office admin)"); our choice. */
export const FRAUD_REPORT_PATH = '/br/office/admin/fraud-report';

/** What the page sends (JSON: the amount is nested); amount in cents. The sandbox validates with it. */
export const fraudReportPayloadSchema = z.strictObject({
  invoice_id: idString,
  cryptId: nonEmptyText,
  reason: z.literal('fraud'),
  /** When the refusal happened, ISO 8601. */
  event_date: isoDateTime,
  amount: z.strictObject({ currency: currencyCode, value: cents }),
});

export const fraudReportSchema = z.pipe(z.object({ status: z.string() }), z.transform((body) => ({ ...body, success: body.status === 'success' })));

export type FraudReportPayload = z.input<typeof fraudReportPayloadSchema>;

/**
 * Part 2 §7, §8: reports a possible-fraud refusal to the office, which keeps the count and blocks the
 * account (DESIGN.md: the page only shows the state it is told). `success` true sends the buyer to the
 * office. The office authenticates the session cookie and the checkout token (`x-checkout-token`),
 * never an admin secret from the browser.
 *
 * @example (await reportFraud(payload, checkoutToken)).success // true
 */
export function reportFraud(payload: FraudReportPayload, checkoutToken: string, signal?: AbortSignal) {
  return request({
    call: 'reportFraud',
    base: 'office',
    method: 'POST',
    path: FRAUD_REPORT_PATH,
    json: payload,
    headers: { 'x-checkout-token': checkoutToken },
    schema: fraudReportSchema,
    signal,
  });
}
