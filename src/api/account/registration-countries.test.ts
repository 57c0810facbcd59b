import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getRegistrationCountries } from './registration-countries';

const url = apiUrl('office', '/office/:lang/get-subsidiaries');

describe('getRegistrationCountries (part 1 §7 "the registration list returns data.data")', () => {
  it('part 1 §3: unwraps data.data into countries with id, slug, country and iso_code', async () => {
    const countries = await getRegistrationCountries('pt');
    expect(countries).toContainEqual({ id: 1, slug: 'brasil', country: 'Brasil', iso_code: 'BR' });
  });

  it('part 1 §7: puts the language in the path', async () => {
    let path = '';
    sandboxServer.use(http.get(url, ({ request }) => ((path = new URL(request.url).pathname), HttpResponse.json({ data: { data: [] } }))));
    await getRegistrationCountries('es');
    expect(path).toMatch(/\/office\/es\/get-subsidiaries$/);
  });

  it.each([
    ['a payload missing a field', { data: { data: [{ id: 1, slug: 'brasil', iso_code: 'BR' }] } }, 'data.data.0.country'],
    ['a wrong type', { data: { data: [{ id: 1, slug: 'brasil', country: 'Brasil', iso_code: true }] } }, 'data.data.0.iso_code'],
    ['a list not wrapped twice', { data: [] }, 'data'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getRegistrationCountries('pt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
