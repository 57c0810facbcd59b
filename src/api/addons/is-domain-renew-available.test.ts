import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { isDomainRenewAvailable } from './is-domain-renew-available';

const url = apiUrl('office', '/office/is-domain-renew-available');

describe('isDomainRenewAvailable (part 1 §2 "Unavailable", §5)', () => {
  it('lets an ordinary domain be renewed', async () => {
    await expect(isDomainRenewAvailable('minhaloja.com')).resolves.toEqual({ can_renew: true, message: null });
  });

  it('refuses a domain with the server\'s own message', async () => {
    const answer = await isDomainRenewAvailable('expired-shop.com');
    expect(answer.can_renew).toBe(false);
    expect(answer.message).toContain('expired-shop.com');
  });

  it.each([
    ['a payload missing a field', { message: null }, 'can_renew'],
    ['a wrong type', { can_renew: 'maybe' }, 'can_renew'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await isDomainRenewAvailable('a.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
