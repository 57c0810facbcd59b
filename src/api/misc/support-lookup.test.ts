import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getSupportByCode } from './support-lookup';

const url = apiUrl('office', '/br/office/get-support-by-code');

describe('getSupportByCode (part 2 §7 support lookup)', () => {
  it.each([
    ['part 2 §7: a known cs_code gives the support person', 'CS-CARLA', { id: 31, name: 'Carla Ribeiro', email: 'carla.suporte@sandbox.test' }],
    ['part 2 §7: a support person may have no e-mail', 'CS-DIEGO', { id: 32, name: 'Diego Torres', email: null }],
    ['part 2 §7: an unknown cs_code gives nobody', 'CS-NOBODY', null],
  ])('%s', async (_name, code, person) => {
    await expect(getSupportByCode(code)).resolves.toEqual(person);
  });

  it.each([
    ['a payload missing a field', { support: { id: 3 } }, 'support.name'],
    ['a wrong type', { support: { id: 3, name: 'X', email: 'not-mail' } }, 'support.email'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getSupportByCode('CS-CARLA').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
