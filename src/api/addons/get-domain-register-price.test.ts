import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getDomainRegisterPrice } from './get-domain-register-price';

const url = apiUrl('office', '/office/register-domain-price');

describe('getDomainRegisterPrice (part 1 §7)', () => {
  it.each([
    ['part 1 §7: a .com without privacy protection', { domainClassKey: 'com', privacyProtection: false, domain: 'minhaloja.com' }, { currency: 'USD', price: 1299 }],
    ['part 1 §7: a .com with privacy protection', { domainClassKey: 'com', privacyProtection: true, domain: 'minhaloja.com' }, { currency: 'USD', price: 1798 }],
    ['part 1 §7: a .com.br in BRL', { domainClassKey: 'com.br', privacyProtection: true, domain: 'minhaloja.com.br' }, { currency: 'BRL', price: 4000 }],
  ])('%s', async (_row, query, expected) => {
    await expect(getDomainRegisterPrice(query)).resolves.toEqual(expected);
  });

  it('sends the three query values the spec names', async () => {
    let seen = '';
    sandboxServer.use(http.get(url, ({ request }) => ((seen = new URL(request.url).search), HttpResponse.json({ currency: 'USD', price: 1 }))));
    await getDomainRegisterPrice({ domainClassKey: 'net', privacyProtection: true, domain: 'a.net' });
    expect(seen).toBe('?domainClassKey=net&privacyProtection=1&domain=a.net');
  });

  it('answers 404 for an unknown domain class', async () => {
    await expect(getDomainRegisterPrice({ domainClassKey: 'xyz', privacyProtection: false, domain: 'a.xyz' })).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { currency: 'USD' }, 'price'],
    ['a wrong type', { currency: 'USD', price: 'cheap' }, 'price'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getDomainRegisterPrice({ domainClassKey: 'com', privacyProtection: false, domain: 'a.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
