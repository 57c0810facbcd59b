import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import { PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { setupIntentRecords } from '~/sandbox/handlers/setup-intent-state';
import { createSetupIntent, setupIntentPayloadSchema } from './create-setup-intent';
import { newIdempotencyKey } from './idempotency-key';
import { PAYMENT_PATHS } from './payment-endpoints';

beforeEach(() => void setScenario({ user: 'us' }));

describe('createSetupIntent (part 2 §7 "Setup intent", decision 056)', () => {
  it('part 2 §7: sends application OFFICE with its idempotency key to /payment/setup-intent and answers the client secret', async () => {
    const sent: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(PAYMENT_PATHS.setupIntent)) void request.clone().json().then((body) => sent.push(body));
    };
    sandboxServer.events.on('request:start', listener);
    try {
      const key = newIdempotencyKey();
      const { gateway } = await createSetupIntent(key);
      expect(gateway.client_secret).toMatch(/^seti_sandbox_\d+_secret_/);
      await expect.poll(() => sent).toEqual([{ application: 'OFFICE', idempotency_key: key }]);
    } finally {
      sandboxServer.events.removeListener('request:start', listener);
    }
  });

  it('decision 012: a lost answer is resent with the same key and creates one SetupIntent', async () => {
    let lost = 1;
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.setupIntent), () => (lost-- > 0 ? HttpResponse.error() : undefined)));
    const key = newIdempotencyKey();
    const first = await createSetupIntent(key, { retryDelaysMs: [0] });
    const again = await createSetupIntent(key);
    expect(again.gateway.client_secret).toBe(first.gateway.client_secret);
    expect(setupIntentRecords()).toHaveLength(1);
  });

  it('a new press (a new key) is a new SetupIntent', async () => {
    const a = await createSetupIntent();
    const b = await createSetupIntent();
    expect(a.gateway.client_secret).not.toBe(b.gateway.client_secret);
  });

  it('without an answer after the resends: PaymentOutcomeUnknownError (the card step reads it as a request failure)', async () => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.setupIntent), () => HttpResponse.error()));
    await expect(createSetupIntent(newIdempotencyKey(), { retryDelaysMs: [0] })).rejects.toBeInstanceOf(PaymentOutcomeUnknownError);
  });

  it.each([
    ['a payload missing the client secret', { gateway: { status: 'Success' } }],
    ['a client secret of the wrong type', { gateway: { status: 'Success', client_secret: 7 } }],
  ])('turns %s into an unknown outcome whose last error is a SchemaError naming gateway.client_secret', async (_name, body) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.setupIntent), () => HttpResponse.json(body)));
    const error = await createSetupIntent(newIdempotencyKey(), { retryDelaysMs: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    const last = (error as PaymentOutcomeUnknownError).lastError;
    expect(last).toBeInstanceOf(SchemaError);
    expect((last as SchemaError).field).toBe('gateway.client_secret');
  });
});

describe('setupIntentPayloadSchema', () => {
  it.each([
    ['a valid body', { application: 'OFFICE', idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962' }, true],
    ['a missing key', { application: 'OFFICE' }, false],
    ['a wrong application', { application: 'SITE', idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962' }, false],
    ['a field the spec does not name', { application: 'OFFICE', idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962', amount: 1 }, false],
  ])('%s: %s', (_name, body, valid) => {
    expect(z.safeParse(setupIntentPayloadSchema, body).success).toBe(valid);
  });
});
