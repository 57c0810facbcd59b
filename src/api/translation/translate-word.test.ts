import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { translateWord } from './translate-word';

const url = apiUrl('translation', '/translate');

describe('translateWord (part 1 §7 /translate)', () => {
  it.each([
    ['part 1 §7: a visitor gets the default language', null, 'Pagamento', 'Payment'],
    ['part 1 §7: a logged-in user gets the account language', 'de', 'Pagamento', 'Zahlung'],
    ['part 1 §7: an unknown word comes back unchanged', 'de', 'Desconhecido', 'Desconhecido'],
  ])('%s', async (_name, user, word, text) => {
    setScenario({ user });
    await expect(translateWord({ application: 'checkout', word })).resolves.toBe(text);
  });

  it.each([
    ['a payload missing a field', {}, 'data'],
    ['a wrong type', { data: 5 }, 'data'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await translateWord({ application: 'checkout', word: 'Plano' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
