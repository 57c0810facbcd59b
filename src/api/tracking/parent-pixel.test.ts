import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getParentPixels, type ParentPixelPayload } from './parent-pixel';

const url = apiUrl('office', '/br/office/parent-pixel');

describe('getParentPixels (part 1 §7 parent-pixel)', () => {
  it.each([
    ['part 2 §3: the parent of the upline account has its own pixels', 1013, { success: true, data: { facebook: '777000111222', google_analytics: 'G-MARINA777', google_tag_manager: 'GTM-MAR777' } }],
    ['part 2 §3: a parent without pixels answers success false', 1001, { success: false, data: null }],
  ])('%s', async (_name, userId, answer) => {
    await expect(getParentPixels({ event: 'purchase', user_id: userId })).resolves.toEqual(answer);
  });

  it('part 1 §7: the sandbox answers 400 to an unknown event', async () => {
    const payload = { event: 'click', user_id: 1013 } as unknown as ParentPixelPayload;
    await expect(getParentPixels(payload)).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { data: null }, 'success'],
    ['a wrong type', { success: true, data: { facebook: false } }, 'data.facebook'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await getParentPixels({ event: 'lead', user_id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
