import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getTool } from './get-tool';

const url = apiUrl('office', '/br/office/tool/:slug');

describe('getTool (part 1 §3, §8)', () => {
  it('returns a tool with its suggestions priced in cents', async () => {
    const result = await getTool('funnel-builder-tool', 'pt');
    expect(result.kind).toBe('tool');
    if (result.kind !== 'tool') return;
    expect(result.tool).toMatchObject({ amount: 2900, moeda: 'USD', periodo: 'MENSAL' });
    expect(result.tool.suggestions).toHaveLength(8);
    expect(result.tool.suggestions[6]).toMatchObject({ name: 'Automation', amount: 2150 });
  });

  it.each([
    ['part 1 §8: status false', () => HttpResponse.json({ status: false })],
    ['part 1 §8: HTTP 404', () => new HttpResponse(null, { status: 404 })],
  ])('answers not_found for %s', async (_row, answer) => {
    sandboxServer.use(http.get(url, answer));
    await expect(getTool('nope', 'pt')).resolves.toEqual({ kind: 'not_found' });
  });

  it.each([
    ['a payload missing a field', { status: true, data: { id: 1, titulo: 'T', slug: 't', moeda: 'USD', periodo: 'MENSAL' } }, 'data.amount'],
    ['a wrong type', { status: true, data: { id: 1, titulo: 'T', slug: 't', moeda: 'USD', amount: 1, periodo: 'MENSAL', suggestions: [{ id: 2, name: 'S', amount: true }] } }, 'data.suggestions.0.amount'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getTool('t', 'pt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
