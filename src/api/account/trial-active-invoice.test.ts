import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { getTrialActiveInvoice } from './trial-active-invoice';

const url = apiUrl('office', '/br/office/get-user-has-trial-active-invoice/:userId');

describe('getTrialActiveInvoice (part 1 §7)', () => {
  it.each([
    ['part 1 §7: the trial account has a running trial plan', '1014', { id: 3104, slug: 'premium-plus-plan-trial', titulo: 'Premium Plus' }],
    ['part 1 §7: an account without a trial gets no plan', '1001', null],
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

  it('puts the user id in the path as one segment', async () => {
    let seen = '';
    sandboxServer.use(http.get(url, ({ request }) => ((seen = new URL(request.url).pathname), HttpResponse.json({ plan: null }))));
    await getTrialActiveInvoice('10 14');
    expect(seen).toMatch(/\/get-user-has-trial-active-invoice\/10%2014$/);
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

  it('turns an injected HTTP 500 into an HttpError', async () => {
    setScenario({ fault: 'http500', faultPath: 'get-user-has-trial-active-invoice', faultTimes: 1 });
    await expect(getTrialActiveInvoice('1014')).rejects.toBeInstanceOf(HttpError);
  });
});
