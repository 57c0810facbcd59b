import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getTrialActiveInvoice } from './trial-active-invoice';

const url = apiUrl('office', '/br/office/get-user-has-trial-active-invoice/:userId');

describe('getTrialActiveInvoice (part 1 §7)', () => {
  it.each([
    ['part 1 §7: the trial account has a running trial plan', 1014, { id: 3104, slug: 'premium-plus-plan-trial', titulo: 'Premium Plus' }],
    ['part 1 §7: an account without a trial gets no plan', 1001, null],
  ])('%s', async (_name, userId, plan) => {
    await expect(getTrialActiveInvoice(userId)).resolves.toEqual({ plan });
  });

  it.each([
    ['part 1 §7: false means no trial', false],
    ['part 1 §7: null means no trial', null],
  ])('%s', async (_name, answer) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json({ plan: answer })));
    await expect(getTrialActiveInvoice(1)).resolves.toEqual({ plan: null });
  });

  it.each([
    ['a payload missing a field', { plan: { id: 1, slug: 'x' } }, 'plan.titulo'],
    ['a wrong type', { plan: { id: 'one', slug: 'x', titulo: 'X' } }, 'plan.id'],
    ['a missing plan key', {}, 'plan'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getTrialActiveInvoice(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
