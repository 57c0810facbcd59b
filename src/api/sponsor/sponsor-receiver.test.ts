import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { checkSponsorReceiver, type SponsorReceiverPayload } from './sponsor-receiver';

const url = apiUrl('office', '/br/office/sponsor-receiver-is-valid');

describe('checkSponsorReceiver (part 2 §7)', () => {
  it.each([
    ['part 2 §4.3: a parent with PayPal and pagSeguro gateways can receive', 1013, true],
    ['part 2 §4.3: the company as parent cannot receive', 1001, false],
    ['part 2 §4.3: an unknown buyer cannot receive', 999999, false],
  ])('%s', async (_name, userId, valid) => {
    const answer = await checkSponsorReceiver({ user_id: userId, type: 'PLAN', reference: 'premium-plus-plan' });
    expect(answer.valid).toBe(valid);
  });

  it('part 2 §7: valid needs both success and is_valid', async () => {
    sandboxServer.use(http.post(url, () => HttpResponse.json({ success: false, is_valid: true })));
    await expect(checkSponsorReceiver({ user_id: 1, type: 'FEE', reference: 7 })).resolves.toEqual({ success: false, is_valid: true, valid: false });
  });

  it('part 2 §7: the sandbox answers 400 to a type other than PLAN or FEE', async () => {
    const payload = { user_id: 1013, type: 'TOOL', reference: 'x' } as unknown as SponsorReceiverPayload;
    await expect(checkSponsorReceiver(payload)).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { success: true }, 'is_valid'],
    ['a wrong type', { success: true, is_valid: 'maybe' }, 'is_valid'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await checkSponsorReceiver({ user_id: 1, type: 'PLAN', reference: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
