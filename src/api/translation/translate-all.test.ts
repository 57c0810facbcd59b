import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { CheckoutError, HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getTranslations } from './translate-all';

const url = apiUrl('translation', '/translate/all');

describe('getTranslations (part 1 §7 /translate/all)', () => {
  it.each([
    ['part 1 §7: a language the service has is served as is', 'pt', 'pt', 'Pagamento'],
    ['part 1 §7: key_not_found falls back to the default language', 'it', 'en', 'Payment'],
  ])('%s', async (_name, sigla, language, payment) => {
    const result = await getTranslations({ application: 'checkout', sigla, category: 'checkout' });
    expect(result.language).toBe(language);
    expect(result.texts['steps.payment']).toBe(payment);
  });

  it('part 1 §7: key_not_found in the default language too is a CheckoutError', async () => {
    const error = await getTranslations({ application: 'checkout', sigla: 'en', category: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).reason).toBe('key_not_found');
  });

  it('part 1 §7: the sandbox answers 400 to a body without a category', async () => {
    const bad = { application: 'checkout', sigla: 'pt' } as unknown as Parameters<typeof getTranslations>[0];
    await expect(getTranslations(bad)).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', {}, 'data'],
    ['a wrong type', { data: { title: 5 } }, 'data.title'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await getTranslations({ application: 'checkout', sigla: 'pt', category: 'checkout' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
