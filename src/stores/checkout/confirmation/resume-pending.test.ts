import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPendingPayment, type PendingPayment } from '~/api/invoice/pending-payment';
import { checkPixNotification } from '~/api/payment/check-pix-notification';
import { createPayment } from '~/api/payment/create-payment';
import { readCheckoutOptions } from '~/domain/flow-params';
import { samplePaymentPayload } from '~/sandbox/fixtures/payments';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { testUser } from '../../../../tests/setup/account-stores';
import { $paymentResult } from '../payment-result';
import { $invoice, $options, $user } from '../session';
import { $step } from '../steps';
import { HttpError } from '~/api/errors';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { resumedResult, resumePendingPayment } from './resume-pending';

const INVOICE = SANDBOX_INVOICE_IDS.reusable; // br's own invoice
const CREATED = '2026-11-26T12:00:00.000Z';
const pending = (patch: Partial<PendingPayment>): PendingPayment => ({
  method: 'pix', currency: 'BRL', created_at: CREATED, gateway_identifier: 'gw_1', hash_token: 'pix_1',
  gateway: { pix: { qrCode: '000201', qrCodeUrl: 'data:image/svg+xml,x' } }, ...patch,
});
const brPix = () =>
  samplePaymentPayload({
    id_user: '1001', country_code: 'BR', token_card: undefined, amount: { currency: 'BRL', value: 14900 }, cpf_or_cnpj: '52998224725',
    my_data: { office_fatura: String(INVOICE), ip: '203.0.113.7' },
  });

describe('resume mapping: the office\'s pending payment to step 3 (decision 033, part 2 §3, §4.5)', () => {
  it('§4.5: a pix keeps its QR, code and hash_token, payable until 10 minutes after its creation', () => {
    expect(resumedResult(pending({}))).toEqual({
      method: 'pix', kind: 'pending', gatewayIdentifier: 'gw_1', hashToken: 'pix_1',
      artifact: { kind: 'pix', qrCode: '000201', qrCodeUrl: 'data:image/svg+xml,x' },
      pixExpiresAt: Date.parse(CREATED) + 10 * 60_000,
    });
  });

  it('§3: a boleto, a cash slip, an MXN transfer and Nequi come back as their documents', () => {
    expect(resumedResult(pending({ method: 'boleto', hash_token: null, gateway: { boleto: { barCode: '3419', dueDate: '2026-11-29' } } }))?.artifact).toMatchObject({ kind: 'boleto', barCode: '3419' });
    expect(resumedResult(pending({ method: 'cash', currency: 'MXN', gateway: { cash: { barCode: '9999' } } }))?.artifact).toMatchObject({ kind: 'cash', barCode: '9999' });
    expect(resumedResult(pending({ method: 'bankTransfer', currency: 'MXN', gateway: { bank_transfer: { barCode: '6461', reference: 'SPEI1' } } }))?.artifact).toMatchObject({ kind: 'bankTransferMxn', speiReference: 'SPEI1' });
    expect(resumedResult(pending({ method: 'nequi', currency: 'COP', gateway: { nequi: { urlAccess: 'https://office.example.com/n' } } }))?.artifact).toEqual({ kind: 'nequi', urlAccess: 'https://office.example.com/n' });
  });

  it.each([
    ['a COP transfer (it would leave for the bank at once)', pending({ method: 'bankTransfer', currency: 'COP', gateway: { bank_transfer: { bankUrl: 'https://office.example.com/pse' } } })],
    ['a card method', pending({ method: 'creditCard' })],
    ['an unknown method', pending({ method: 'voucher' })],
    ['an unknown currency', pending({ currency: 'XXX' })],
    ['a boleto without code or PDF', pending({ method: 'boleto', gateway: { boleto: {} } })],
    ['a pix without hash_token (it could never be seen paid)', pending({ hash_token: null })],
    ['a pix with an unreadable creation time', pending({ created_at: 'yesterday' })],
  ])('nothing is resumed for %s', (_name, answer) => {
    expect(resumedResult(answer)).toBeNull();
  });
});

describe('resuming on opening the checkout with the invoice (decision 033)', () => {
  beforeEach(() => {
    resetStores('page');
    setScenario({ user: 'br' });
    $user.set(testUser({ user_identifier: '1001' }));
    $invoice.set({ id: INVOICE, replacedInvoiceId: null });
    $options.set(readCheckoutOptions(new URLSearchParams(`invoice=${INVOICE}`)));
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('a pix paid for on this invoice, then the tab closed: the office answers it and step 3 opens with the same QR', async () => {
    const answer = await createPayment('provider-b-pix', brPix());
    await expect(resumePendingPayment()).resolves.toBe(true);
    expect($step.get()).toBe('paymentConfirmation');
    expect($paymentResult.get()).toMatchObject({ method: 'pix', hashToken: answer.hash_token, artifact: { kind: 'pix', qrCode: answer.gateway.pix?.qrCode } });
  });

  it('once the pix is paid the office has nothing pending: the checkout opens as usual', async () => {
    const answer = await createPayment('provider-b-pix', brPix());
    for (let poll = 0; poll < 3; poll += 1) await checkPixNotification(answer.hash_token!);
    await expect(getPendingPayment(INVOICE)).resolves.toEqual({ pending: null });
    await expect(resumePendingPayment()).resolves.toBe(false);
    expect($step.get()).toBe('planOrFee');
  });

  it('only when the URL named the invoice the load kept: a replaced or absent invoice asks nothing', async () => {
    await createPayment('provider-b-pix', brPix());
    $options.set(readCheckoutOptions(new URLSearchParams('')));
    await expect(resumePendingPayment()).resolves.toBe(false);
    $options.set(readCheckoutOptions(new URLSearchParams('invoice=5003')));
    await expect(resumePendingPayment()).resolves.toBe(false);
    expect($paymentResult.get()).toBeNull();
  });

  it('a failed lookup is asked again a second later and shows the pix; one failing three times opens the checkout as usual', async () => {
    await createPayment('provider-b-pix', brPix());
    setScenario({ fault: 'http500', faultPath: 'pending-payment', faultTimes: 1 });
    await expect(resumePendingPayment()).resolves.toBe(true);
    expect($step.get()).toBe('paymentConfirmation');
    resetStores('page');
    $user.set(testUser({ user_identifier: '1001' }));
    $invoice.set({ id: INVOICE, replacedInvoiceId: null });
    $options.set(readCheckoutOptions(new URLSearchParams(`invoice=${INVOICE}`)));
    setScenario({ fault: 'http500', faultPath: 'pending-payment', faultTimes: 3 });
    await expect(resumePendingPayment()).resolves.toBe(false);
    expect($step.get()).toBe('planOrFee');
  });

  it('another buyer does not see the pending payment', async () => {
    setScenario({ user: 'br' });
    // br pays us's shared invoice (anyone-can-pay) by pix: its owner, us, is not shown br's pix.
    await createPayment('provider-b-pix', { ...brPix(), my_data: { office_fatura: String(SANDBOX_INVOICE_IDS.anyoneCanPay), ip: '203.0.113.7' } });
    await expect(getPendingPayment(SANDBOX_INVOICE_IDS.anyoneCanPay)).resolves.toMatchObject({ pending: { method: 'pix' } });
    setScenario({ fault: null, faultPath: '', faultTimes: 0, user: 'us' });
    await expect(getPendingPayment(SANDBOX_INVOICE_IDS.anyoneCanPay)).resolves.toEqual({ pending: null });
  });

  it('the sandbox-pending scenario seeds one pending payment of its kind, once (an expired pix is 11 minutes old)', async () => {
    setScenario({ pending: 'pix-expired' });
    const first = await getPendingPayment(INVOICE);
    expect(first.pending).toMatchObject({ method: 'pix', currency: 'BRL' });
    expect(Date.now() - Date.parse(first.pending!.created_at)).toBeGreaterThanOrEqual(11 * 60_000);
    await expect(resumePendingPayment()).resolves.toBe(true);
    expect($paymentResult.get()?.pixExpiresAt).toBeLessThan(Date.now());
    await expect(getPendingPayment(INVOICE)).resolves.toEqual(first);
  });
});

describe('the load sequence and the sandbox office (decision 033)', () => {
  afterEach(() => {
    resetStores('page');
  });

  it('a load with the invoice of a pending boleto ends ready on step 3 with it, whatever checkoutStep says', async () => {
    setScenario({ user: 'br', pending: 'boleto' });
    await expect(runLoadSequence(loadInput('premium-plan-149-brl', `?invoice=${INVOICE}&checkoutStep=Payment`))).resolves.toEqual({ state: 'ready' });
    expect($step.get()).toBe('paymentConfirmation');
    expect($paymentResult.get()?.artifact).toMatchObject({ kind: 'boleto', barCode: expect.stringMatching(/^34191/) });
  });

  it('without a pending payment the load goes where the URL says (checkoutStep=Payment opens step 2)', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plan-149-brl', `?invoice=${INVOICE}&checkoutStep=Payment`));
    expect($step.get()).toBe('payment');
    expect($paymentResult.get()).toBeNull();
  });

  it.each([
    ['a visitor', null, INVOICE, 401],
    ['an invoice the buyer may not pay', 'br', SANDBOX_INVOICE_IDS.someoneElses, 403],
    ['an unknown invoice', 'br', 99999, 404],
  ])('the sandbox office refuses %s (%s, invoice %s): HTTP %s', async (_name, user, invoice, status) => {
    setScenario({ user });
    const error = await getPendingPayment(invoice).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });
});
