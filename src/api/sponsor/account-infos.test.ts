import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getAccountInfos } from './account-infos';

const url = apiUrl('office', '/br/office/get-account-infos');

describe('getAccountInfos (part 1 §7)', () => {
  it.each([
    ['part 1 §1: the default aid is the company itself', '1', { id: '1', name: 'Sandbox Suite', avatar: null, subdomain: null }],
    ['part 1 §6: a referrer reached by aid', '777', { id: '777', name: 'Marina Costa', avatar: null, subdomain: 'marina' }],
  ])('%s', async (_name, aid, infos) => {
    await expect(getAccountInfos(aid)).resolves.toEqual(infos);
  });

  it('part 1 §6: an unknown aid is an HTTP 404 the caller falls back from', async () => {
    const error = await getAccountInfos('424242').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });

  it.each([
    ['a payload missing a field', { id: 777, avatar: null }, 'name'],
    ['a wrong type', { id: 777, name: 'M', avatar: 12 }, 'avatar'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getAccountInfos('777').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
