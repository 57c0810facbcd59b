import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { PIX_POLLS_BEFORE_PAID } from '~/sandbox/fixtures/payments';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { checkPixNotification } from './check-pix-notification';
import { pixNotificationPath } from './payment-endpoints';
import { FRAUD_REPORT_PATH, reportFraud, type FraudReportPayload } from './report-fraud';
import { getSponsorWalletCode, SPONSOR_WALLET_PATH, SPONSOR_WALLET_SINGLE_PATH } from './sponsor-wallet-code';

const fraud = (patch: Partial<FraudReportPayload> = {}): FraudReportPayload => ({
  invoice_id: '50001',
  cryptId: 'c-us',
  reason: 'fraud',
  event_date: '2026-03-01T12:00:00Z',
  amount: { currency: 'USD', value: 6900 },
  ...patch,
});

describe('getSponsorWalletCode (part 2 §4.3, §7 "Brazilian wallet")', () => {
  it.each([
    ['part 2 §7: a plan uses the plain path', true, SPONSOR_WALLET_PATH],
    ['part 2 §7: anything else uses /SINGLE', false, SPONSOR_WALLET_SINGLE_PATH],
  ])('%s', async (_name, isPlan, path) => {
    setScenario({ user: 'upline' });
    let seen = '';
    sandboxServer.use(http.post(apiUrl('office', path), async ({ request }) => ((seen = await request.clone().text()), undefined)));
    await expect(getSponsorWalletCode({ productId: 3101, userId: '1013', isPlan })).resolves.toMatch(/^PS-SANDBOX-3101-/);
    expect(seen).toBe('id=3101&id_usuario=1013&id_franquia=1');
  });

  it.each([
    ['a payload missing a field', {}, 'code'],
    ['a wrong type', { code: 12 }, 'code'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('office', SPONSOR_WALLET_PATH), () => HttpResponse.json(body)));
    const error = await getSponsorWalletCode({ productId: 1, userId: 1, isPlan: true }).catch((e: unknown) => e);
    expect((error as SchemaError).field).toBe(field);
  });
});

describe('reportFraud (part 2 §7, §8 possible_fraud)', () => {
  it('part 2 §6, §7: the office records the buyer\'s reports and blocks (success) above its limit', async () => {
    setScenario({ user: 'us' });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await reportFraud(fraud(), 'chk')).status);
    expect(answers).toEqual(['recorded', 'recorded', 'recorded', 'success']);
  });

  it('part 2 §7: a report for another account does not succeed', async () => {
    setScenario({ user: 'us' });
    await expect(reportFraud(fraud({ cryptId: 'c-br' }), 'chk')).resolves.toMatchObject({ success: false, status: 'error' });
  });

  it('DESIGN.md Security: without the checkout token the office answers 401', async () => {
    setScenario({ user: 'us' });
    const error = await reportFraud(fraud(), '').catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(401);
  });

  it.each([
    ['a payload missing a field', {}, 'status'],
    ['a wrong type', { status: true }, 'status'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('office', FRAUD_REPORT_PATH), () => HttpResponse.json(body)));
    const error = await reportFraud(fraud(), 'chk').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});

describe('checkPixNotification (part 2 §4.5, §7)', () => {
  it('part 2 §4.5: the pix is paid after two polls of the same hash_token', async () => {
    const polls = [];
    for (let i = 0; i <= PIX_POLLS_BEFORE_PAID; i += 1) polls.push((await checkPixNotification('pix_sandbox_9')).paid);
    expect(polls).toEqual([false, false, true]);
    await expect(checkPixNotification('pix_sandbox_9')).resolves.toEqual({ status: true, message: 'notification_exists', paid: true });
  });

  it('part 2 §4.5: each hash_token counts its own polls', async () => {
    await checkPixNotification('a');
    await checkPixNotification('a');
    await expect(checkPixNotification('b')).resolves.toMatchObject({ paid: false });
  });

  it.each([
    ['part 2 §4.5: status true with another message is not paid', { status: true, message: 'notification_pending' }, false],
    ['part 2 §4.5: status sent as 1 counts as true', { status: 1, message: 'notification_exists' }, true],
  ])('%s', async (_name, body, paid) => {
    sandboxServer.use(http.get(apiUrl('gateway', pixNotificationPath('x')), () => HttpResponse.json(body)));
    await expect(checkPixNotification('x')).resolves.toMatchObject({ paid });
  });

  it.each([
    ['a payload missing a field', { status: true }, 'message'],
    ['a wrong type', { status: 'paid', message: 'notification_exists' }, 'status'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(apiUrl('gateway', pixNotificationPath('x')), () => HttpResponse.json(body)));
    const error = await checkPixNotification('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
