import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { PAYMENT_ATTEMPT_PATH, type PaymentAttemptResponse } from '~/api/payment/payment-attempt-status';
import { currentSandboxUser } from './account';
import { attemptStateOf } from './attempt-state';
import { attemptRecord, settledAnswer } from './payment-state';

/**
 * The office's lookup of a payment attempt by its idempotency key (our path, decision 012 point 5): what the sandbox
 * gateway did with that key, for the buyer who sent it. A key the gateway never received, or another buyer's,
 * answers `attempt: null` (the lookup does not tell keys of other buyers apart from unknown ones); no logged-in
 * buyer answers 401, like the pending-payment lookup.
 */
export const paymentAttemptHandlers = [
  http.get(apiUrl('office', `${PAYMENT_ATTEMPT_PATH}/:key`), ({ params }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    const key = String(params.key);
    const record = attemptRecord(key);
    const settled = settledAnswer(key);
    if (!record || !settled || record.userId !== String(user.user_identifier)) return HttpResponse.json({ attempt: null } satisfies PaymentAttemptResponse);
    const now = attemptStateOf(settled.answer, record.gatewayIdentifier);
    const answer: PaymentAttemptResponse = {
      attempt: {
        state: now.state,
        method: record.method,
        invoice_id: record.invoiceId,
        amount: record.amount,
        currency: record.currency,
        created_at: new Date(record.createdAt).toISOString(),
        gateway_identifier: now.gatewayIdentifier,
      },
    };
    return HttpResponse.json(answer);
  }),
];
