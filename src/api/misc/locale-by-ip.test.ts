import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { applyScenarioFromUrl, setScenario } from '~/sandbox/scenario';
import { getLocaleByIp } from './locale-by-ip';

const url = apiUrl('office', '/br/office/search-locale-by-ip');

describe('getLocaleByIp (part 1 §7, part 2 §7)', () => {
  it.each([
    ['part 1 §7: a visitor is located in the US', '', 'US', 'California'],
    ['part 1 §7: a logged-in user is located in the account country', '?sandbox-user=nl', 'NL', 'Noord-Holland'],
    ['part 1 §3: sandbox-country overrides the account country', '?sandbox-user=br&sandbox-country=de', 'DE', 'Berlin'],
    ['part 1 §3 Canary Islands flag: sandbox-country can carry the region', '?sandbox-country=ES:Canarias', 'ES', 'Canarias'],
    ['part 1 §3: a country without a known region has none', '?sandbox-country=PT', 'PT', null],
  ])('%s', async (_name, search, country, region) => {
    applyScenarioFromUrl(search);
    await expect(getLocaleByIp()).resolves.toEqual({ ip: '203.0.113.10', country_code: country, region });
  });

  it('part 1 §3: an unreadable override is ignored', async () => {
    setScenario({ user: 'mx', country: 'Mexico' });
    await expect(getLocaleByIp()).resolves.toMatchObject({ country_code: 'MX' });
  });

  it.each([
    ['a payload missing a field', { ip: '1.2.3.4', region: null }, 'country_code'],
    ['a wrong type', { ip: 1234, country_code: 'BR' }, 'ip'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getLocaleByIp().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
