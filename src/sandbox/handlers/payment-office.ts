import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { PIX_PAID_MESSAGE } from '~/api/payment/check-pix-notification';
import { FRAUD_REPORT_PATH, fraudReportPayloadSchema } from '~/api/payment/report-fraud';
import { SPONSOR_WALLET_PATH, SPONSOR_WALLET_SINGLE_PATH, sponsorWalletPayloadSchema } from '~/api/payment/sponsor-wallet-code';
import { PIX_POLLS_BEFORE_PAID } from '~/sandbox/fixtures/payments';
import { currentSandboxUser } from './account';
import { readBody } from './gateway-body';
import { countFraudReport, countPixPoll, issueWalletCode, nextSandboxNumber, payWalletCode, settlePendingPix } from './payment-state';
import { POSSIBLE_FRAUD_ATTEMPTS_LIMIT } from '~/domain/constants';

const walletHandler = (path: string) =>
  http.post(apiUrl('office', path), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    const body = await readBody(request, sponsorWalletPayloadSchema);
    if (!body.ok) return body.response;
    if (body.data.id_usuario !== String(user.user_identifier)) return HttpResponse.json({ error: 'id_usuario_is_not_the_session_user' }, { status: 403 });
    const code = `PS-SANDBOX-${body.data.id}-${nextSandboxNumber()}`;
    issueWalletCode(code, String(user.user_identifier));
    return HttpResponse.json({ code });
  });

/** Where the sandbox's wallet script (src/sandbox/third-party/sponsor-wallet.js) pays a code; not an office call. */
export const SANDBOX_WALLET_PAY_PATH = '/sandbox/sponsor-wallet/pay';

/** The office's Brazilian wallet and fraud report, and the gateway's pix notification (part 2 §7). */
export const paymentOfficeHandlers = [
  walletHandler(SPONSOR_WALLET_PATH),
  walletHandler(SPONSOR_WALLET_SINGLE_PATH),

  // The sandbox wallet pays an issued code once; a code paid already (or never issued) is refused (decision 034).
  http.post(apiUrl('office', SANDBOX_WALLET_PAY_PATH), async ({ request }) => {
    const code = new URLSearchParams(await request.text()).get('code') ?? '';
    const transactionCode = payWalletCode(code);
    return transactionCode ? HttpResponse.json({ transactionCode }) : HttpResponse.json({ error: 'code_not_payable' }, { status: 409 });
  }),

  http.post(apiUrl('office', FRAUD_REPORT_PATH), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user || !request.headers.get('x-checkout-token')) return HttpResponse.json({ error: 'not_authenticated' }, { status: 401 });
    const body = await readBody(request, fraudReportPayloadSchema);
    if (!body.ok) return body.response;
    if (body.data.cryptId !== user.cryptId) return HttpResponse.json({ status: 'error' });
    // The office decides the block (part 2 §6): above the limit, counting the warnings it gave before, it blocks the
    // account and answers success (the page then sends the buyer to the office); below it records the report.
    const reports = countFraudReport(String(user.user_identifier));
    return HttpResponse.json({ status: Number(user.fraud_warnings ?? 0) + reports > POSSIBLE_FRAUD_ATTEMPTS_LIMIT ? 'success' : 'recorded' });
  }),

  // Part 2 §4.5: the first PIX_POLLS_BEFORE_PAID polls of a hash_token answer "not yet", the next ones "paid".
  http.get(apiUrl('gateway', '/verify-notification/:hashToken/success'), ({ params }) => {
    const polls = countPixPoll(String(params.hashToken));
    const paid = polls > PIX_POLLS_BEFORE_PAID;
    if (paid) settlePendingPix(String(params.hashToken));
    return HttpResponse.json({ status: paid, message: paid ? PIX_PAID_MESSAGE : 'notification_not_found' });
  }),
];
