import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getThankYouPage } from './thank-you-page';

const url = apiUrl('office', '/br/office/get-thank-you-page');

describe('getThankYouPage (part 2 §7 custom thank-you page)', () => {
  it.each([
    ['part 2 §7: a sponsor with a custom page gets it', false, '777', '/sandbox/thank-you.html?sponsor=marina'],
    ['part 2 §7: a sponsor without one falls back to the default', false, '888', '/sandbox/thank-you.html'],
    ['part 2 §7: is_default asks for the default page', true, '777', '/sandbox/thank-you.html'],
  ])('%s', async (_name, isDefault, aid, page) => {
    await expect(getThankYouPage({ isDefault, aid })).resolves.toBe(page);
  });

  it.each([
    ['an empty url is no page', { url: '' }],
    ['a null url is no page', { url: null }],
  ])('part 2 §7: %s', async (_name, body) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    await expect(getThankYouPage({ isDefault: false, aid: '1' })).resolves.toBeNull();
  });

  it.each([
    ['a body that is not an object (url itself may be missing)', 'not an object', '(root)'],
    ['a wrong type', { url: 42 }, 'url'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getThankYouPage({ isDefault: false, aid: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
