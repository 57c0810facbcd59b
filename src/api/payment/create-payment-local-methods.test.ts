import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import type { HttpError } from '~/api/errors';
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import { paymentOutcome } from '~/domain/payment-response';
import { samplePaymentPayload, SANDBOX_REFUSED_IBAN, SANDBOX_SEPA_IBANS } from '~/sandbox/fixtures/payments';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { setScenario } from '~/sandbox/scenario';
import { createPayment } from './create-payment';
import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from './payment-endpoints';
import type { PaymentPayload } from './payment-payload-schema';

const brAddress = { zipCode: '01310100', city: 'São Paulo', street: 'Avenida Paulista', stateCode: 'SP', number: '1000' };
const phone = { area_code: '11', number: '987654321' };
const br = { id_user: '1001', country_code: 'BR', token_card: undefined, amount: { currency: 'BRL', value: 14900 } } as const;
const latam = (user: string, id: string, country: string, currency: CurrencyCode, extra: Partial<PaymentPayload> = {}) =>
  [user, { id_user: id, country_code: country, token_card: undefined, amount: { currency, value: 129900 }, ...extra }] as const;

describe('createPayment: pending methods answer payment_pending with their artifact (part 2 §4.4, §3)', () => {
  it.each([
    ['part 2 §4.3: boleto through provider B', 'provider-b-boleto', 'boleto', ['br', { ...br, cpf_or_cnpj: '52998224725', phone, address: brAddress }], 'barCode'],
    ['part 2 §4.3: the generic boleto endpoint', 'boleto', 'boleto', ['br', { ...br, cpf_or_cnpj: '11222333000181', phone, address: brAddress }], 'downloadPdf'],
    ['part 2 §4.3: pix through provider B', 'provider-b-pix', 'pix', ['br', { ...br, cpf_or_cnpj: '52998224725' }], 'qrCode'],
    ['part 2 §4.3, §5: boleto for an alphanumeric CNPJ', 'provider-b-boleto', 'boleto', ['br', { ...br, cpf_or_cnpj: '12ABC34501DE35', phone, address: brAddress }], 'barCode'],
    ['part 2 §4.3, §5: pix for an alphanumeric CNPJ', 'provider-b-pix', 'pix', ['br', { ...br, cpf_or_cnpj: '12ABC34501DE35' }], 'qrCode'],
    ['part 2 §4.3: cash in MXN', 'provider-u-cash', 'cash', latam('mx', '1005', 'MX', 'MXN'), 'barCode'],
    ['part 2 §4.3: cash in ARS', 'provider-u-cash', 'cash', latam('ar', '1008', 'AR', 'ARS'), 'dueDate'],
    ['part 2 §3: MXN bank transfer gives the SPEI reference', 'provider-u-bank-transfer', 'bankTransfer', latam('mx', '1005', 'MX', 'MXN'), 'speiReference'],
    [
      'part 2 §3: COP bank transfer gives the bank URL',
      'provider-u-bank-transfer',
      'bankTransfer',
      latam('co', '1006', 'CO', 'COP', {
        dni: '1020304050',
        phone: { area_code: '', number: '3001234567' },
        bankTransfer: { email: 'camilo@sandbox.test', bankCode: '1022', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050' },
      }),
      'bankUrl',
    ],
    ['part 2 §3: nequi gives its access URL', 'provider-u-nequi', 'nequi', latam('co', '1006', 'CO', 'COP', { dni: '1020304050', phone: { area_code: '', number: '3001234567' } }), 'urlAccess'],
  ] as const)('%s', async (_name, endpoint, method, [user, patch], field) => {
    setScenario({ user });
    const answer = await createPayment(endpoint, samplePaymentPayload(patch));
    const outcome = paymentOutcome(answer.gateway, { method, currency: patch.amount.currency, isTrial: false, coupon: null, previousFraudAttempts: 0 });
    expect(outcome.kind).toBe('pending');
    expect(outcome.kind === 'pending' && (outcome.artifact as Record<string, unknown> | null)?.[field]).toEqual(expect.any(String));
  });

  it('part 2 §4.5: the pix answer carries the hash_token the notification poll uses', async () => {
    setScenario({ user: 'br' });
    const answer = await createPayment('provider-b-pix', samplePaymentPayload({ ...br, cpf_or_cnpj: '52998224725' }));
    expect(answer.hash_token).toMatch(/^pix_sandbox_\d+$/);
    expect(answer.gateway.pix?.qrCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  });

  it('part 2 §4.4: yape is pending with no document', async () => {
    const [user, patch] = latam('pe', '1007', 'PE', 'PEN', { dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' });
    setScenario({ user });
    const answer = await createPayment('provider-u-yape', samplePaymentPayload(patch));
    expect(answer.gateway.type).toBe('payment_pending');
  });

  it('part 2 §8: a boleto with a CPF that fails its check is refused with the boleto message', async () => {
    setScenario({ user: 'br' });
    const answer = await createPayment('provider-b-boleto', samplePaymentPayload({ ...br, cpf_or_cnpj: '12345678900', phone, address: brAddress }));
    const outcome = paymentOutcome(answer.gateway, { method: 'boleto', currency: 'BRL', isTrial: false, coupon: null, previousFraudAttempts: 0 });
    expect(outcome.kind === 'refused' && outcome.message.key).toBe('payment:errors.boleto_failed');
  });
});

describe('createPayment: SEPA (part 2 §4.4 "SEPA succeeds on any Success status")', () => {
  const sepa = (iban: string) =>
    samplePaymentPayload({
      id_user: '1003',
      country_code: 'DE',
      token_card: undefined,
      owner_name: 'Lena Fischer',
      iban_number: iban,
      address: { zipCode: '10115', city: 'Berlin', street: 'Musterstraße 1', country: 'DE' },
      amount: { currency: 'EUR', value: 5900 },
    });
  const context = { method: 'sepa' as PaymentMethod, currency: 'EUR' as const, isTrial: false, coupon: null, previousFraudAttempts: 0 };

  it.each(SANDBOX_SEPA_IBANS.map((iban) => [iban]))('part 2 §4.4: test IBAN %s succeeds', async (iban) => {
    setScenario({ user: 'de' });
    expect(paymentOutcome((await createPayment('sepa', sepa(iban))).gateway, context).kind).toBe('done');
  });

  it('part 2 §8: another IBAN is refused', async () => {
    setScenario({ user: 'de' });
    expect(paymentOutcome((await createPayment('sepa', sepa(SANDBOX_REFUSED_IBAN))).gateway, context).kind).toBe('refused');
  });
});

describe('createPayment: fields each method needs (part 2 §5)', () => {
  it.each([
    ['part 2 §5: boleto without CPF/CNPJ, phone and address', 'br', 'provider-b-boleto', br, ['address', 'cpf_or_cnpj', 'phone']],
    ['part 2 §5: SEPA without owner and IBAN', 'de', 'sepa', { id_user: '1003', token_card: undefined, amount: { currency: 'EUR', value: 5900 }, address: { zipCode: '1', city: 'B', street: 'S', country: 'DE' } }, ['owner_name', 'iban_number']],
    ['part 2 §5: yape without dni, phone and code', 'pe', 'provider-u-yape', { id_user: '1007', token_card: undefined, amount: { currency: 'PEN', value: 100 } }, ['dni', 'phone', 'yape_code']],
    ['part 2 §5: COP bank transfer without the PSE block', 'co', 'provider-u-bank-transfer', { id_user: '1006', token_card: undefined, amount: { currency: 'COP', value: 100 } }, ['bankTransfer', 'dni', 'phone']],
    ['part 2 §5: a card without a token', 'us', 'provider-s-card', { token_card: undefined }, ['token_card | source_token | card-encrypt']],
    ['part 2 §4.2: pix in USD', 'us', 'provider-b-pix', { token_card: undefined, cpf_or_cnpj: '52998224725' }, ['amount.currency (one of BRL)']],
  ] as const)('answers 400 naming them: %s', async (_name, user, endpoint, patch, fields) => {
    setScenario({ user });
    const response = await fetch(apiUrl('gateway', PAYMENT_ENDPOINTS[endpoint as PaymentEndpoint].path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(samplePaymentPayload(patch as Partial<PaymentPayload>)),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string[] }[] };
    expect(body.errors.map((e) => e.path.join('.'))).toEqual(fields);
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §5: the refusal reaches the client as an HttpError 400', async () => {
    setScenario({ user: 'br' });
    const error = await createPayment('provider-b-pix', samplePaymentPayload(br)).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(400);
  });
});
