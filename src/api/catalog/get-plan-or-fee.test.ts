import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getPlanOrFee } from './get-plan-or-fee';

const url = apiUrl('office', '/br/office/plan-or-fee/:slug');

describe('getPlanOrFee (part 1 §7)', () => {
  it('returns a plan with its money in cents and its webhooks decoded', async () => {
    const result = await getPlanOrFee('premium-plus-plan', 'pt');
    expect(result.kind).toBe('plan');
    if (result.kind !== 'plan') return;
    expect(result.plan).toMatchObject({ slug: 'premium-plus-plan', moeda: 'USD', total_real: 19900, fake_amount: 24900, periodo: 'MENSAL', visivel: true });
    expect(result.plan.webhooks).toEqual(['https://hooks.example.com/premium-plus']);
  });

  it('returns a fee with the plan it activates (part 1 §4)', async () => {
    const result = await getPlanOrFee('implementation-fee', 'pt');
    expect(result.kind === 'fee' && result.fee.plan_to_active).toMatchObject({ id_plan_to_activate: 3002, total_real: 4900, slug: 'essentials-plan' });
  });

  it.each([
    ['part 1 §8: an unknown slug answered with status false', () => HttpResponse.json({ status: false, message: 'plan_or_fee_not_found' })],
    ['part 1 §8: an unknown slug answered with HTTP 404', () => new HttpResponse(null, { status: 404 })],
  ])('%s is not_found', async (_row, answer) => {
    sandboxServer.use(http.get(url, answer));
    await expect(getPlanOrFee('nope', 'pt')).resolves.toEqual({ kind: 'not_found' });
  });

  it('sends the slug in the path and user_lang in the query', async () => {
    let seen = '';
    sandboxServer.use(http.get(url, ({ request }) => ((seen = new URL(request.url).pathname + new URL(request.url).search), HttpResponse.json({ status: false }))));
    await getPlanOrFee('advanced-plan', 'es');
    expect(seen).toBe('/sandbox-api/office/br/office/plan-or-fee/advanced-plan?user_lang=es');
  });

  it.each([
    ['a plan missing a field', { status: true, type: 'plan', data: { id: 1, slug: 'x', moeda: 'USD', total_real: 1, periodo: 'MENSAL' } }, 'data.titulo'],
    ['a plan with a wrong type', { status: true, type: 'plan', data: { id: 1, titulo: 'X', slug: 'x', moeda: 'USD', total_real: 'free', periodo: 'MENSAL' } }, 'data.total_real'],
    ['a fee missing a field', { status: true, type: 'fee', data: { id: 1, name: 'X', slug: 'x', currency: 'USD' } }, 'data.value'],
    ['an unknown type', { status: true, type: 'bundle', data: {} }, 'type'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getPlanOrFee('x', 'pt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
