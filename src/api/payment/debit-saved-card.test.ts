import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { debitSavedCard, type SavedCardDebitPayload } from './debit-saved-card';
import { newIdempotencyKey } from './idempotency-key';
import { PAYMENT_PATHS } from './payment-endpoints';

const debit = (patch: Partial<SavedCardDebitPayload> = {}): SavedCardDebitPayload => ({
  application: 'OFFICE',
  idempotency_key: newIdempotencyKey(),
  id_user: '1011',
  token_checkout: 'chk_sandbox_1011',
  card_token: 'card_sandbox_visa_usd',
  invoice_id: '50002',
  product: { id: 3101, slug: 'premium-plus-plan', title: 'Premium Plus' },
  amount: { currency: 'USD', value: 6900 },
  ...patch,
});

beforeEach(() => void setScenario({ user: 'saved-cards' }));

describe('debitSavedCard (part 2 §7 "Saved-card debit", §4.2 myCards)', () => {
  it.each([
    ['part 2 §4.2: the saved USD card pays in USD', {}, 'Success'],
    ['part 2 §4.2: a saved BRL card pays in BRL', { card_token: 'card_sandbox_master_brl', amount: { currency: 'BRL', value: 14900 } } as const, 'Success'],
    ['part 2 §3: a card saved for another currency is refused', { amount: { currency: 'BRL', value: 14900 } } as const, 'Error'],
    ['part 2 §3: a token that is not one of the account cards is refused', { card_token: 'card_of_someone_else' }, 'Error'],
  ])('%s', async (_name, patch, status) => {
    await expect(debitSavedCard(debit(patch))).resolves.toMatchObject({ gateway: { status } });
  });

  it('DESIGN.md: a retry with the same key debits once', async () => {
    const payload = debit();
    await debitSavedCard(payload);
    await debitSavedCard(payload);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each([
    ['a payload missing a field', { gateway: { message: 'ok' } }, 'gateway.status'],
    ['a wrong type', { gateway: { status: 'Success', reason: 42 } }, 'gateway.reason'],
  ])('turns %s into an unknown outcome whose SchemaError names the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.savedCardDebit), () => HttpResponse.json(body)));
    const error = await debitSavedCard(debit(), { retryDelaysMs: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    const last = (error as PaymentOutcomeUnknownError).lastError;
    expect(last).toBeInstanceOf(SchemaError);
    expect((last as SchemaError).field).toBe(field);
  });
});
