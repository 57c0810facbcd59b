import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getSubsidiaries } from './subsidiaries';

const url = apiUrl('office', '/office/get-subsidiaries');

describe('getSubsidiaries (part 1 §7)', () => {
  it('part 1 §7: returns id and iso_code for every subsidiary', async () => {
    const { data } = await getSubsidiaries();
    expect(data).toContainEqual({ id: 1, iso_code: 'BR' });
    expect(data.every((row) => Object.keys(row).sort().join() === 'id,iso_code')).toBe(true);
  });

  it('part 1 §7: upper-cases the iso code and coerces a numeric-string id', async () => {
    sandboxServer.use(http.get(url, () => HttpResponse.json({ data: [{ id: '7', iso_code: 'pe' }] })));
    await expect(getSubsidiaries()).resolves.toEqual({ data: [{ id: 7, iso_code: 'PE' }] });
  });

  it.each([
    ['a payload missing a field', { data: [{ id: 1 }] }, 'data.0.iso_code'],
    ['a wrong type', { data: [{ id: 1, iso_code: 55 }] }, 'data.0.iso_code'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getSubsidiaries().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
