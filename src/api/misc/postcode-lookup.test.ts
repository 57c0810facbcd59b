import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import { AbortedError } from '~/api/errors';
import { SANDBOX_BRAZILIAN_PLACES, SANDBOX_EUROPEAN_PLACES } from '~/sandbox/handlers/postcode';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { lookupPostcode, viaCepSchema, zippopotamSchema } from './postcode-lookup';

const europe = (country: string, zip: string) => ({ kind: 'europe', country, zip }) as const;
const brazil = (zip: string) => ({ kind: 'brazil', zip }) as const;
const FAILED_EU = { kind: 'failed', lookup: 'europe' };
const FAILED_BR = { kind: 'failed', lookup: 'brazil' };

describe('lookupPostcode (part 2 §7 "Zip lookups (external)", §8)', () => {
  it.each([
    ['DE', '10115', 'Berlin'],
    ['de', '80331', 'München'],
    ['FR', '75001', 'Paris'],
    ['NL', '1012', 'Amsterdam'],
    ['IT', '00184', 'Roma'],
    ['ES', '28013', 'Madrid'],
    ['PT', '1100', 'Lisboa'],
  ])('part 2 §7: Europe reads places[0] place name and the 2-letter country for %s %s', async (country, zip, placeName) => {
    await expect(lookupPostcode(europe(country, zip))).resolves.toEqual({ kind: 'europe', placeName, country: country.toUpperCase() });
  });

  it('part 2 §7: Brazil reads uf, localidade, logradouro and bairro', async () => {
    await expect(lookupPostcode(brazil('01310100'))).resolves.toEqual({
      kind: 'brazil', uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista',
    });
    await expect(lookupPostcode(brazil('20040002'))).resolves.toMatchObject({ uf: 'RJ', localidade: 'Rio de Janeiro' });
  });

  it('asks the configured services by path, without cookies (DESIGN.md "Security": no session goes to a third party)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await lookupPostcode(europe('DE', '10115'));
    await lookupPostcode(brazil('01310100'));
    expect(spy.mock.calls.map(([url]) => String(url))).toEqual([apiUrl('zipEurope', '/de/10115'), apiUrl('zipBrazil', '/01310100/json/')]);
    expect(spy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['omit', 'omit']);
  });

  it.each([
    ['part 2 §8: Europe, an unknown zip (HTTP 404)', europe('DE', '99999'), FAILED_EU],
    ['part 2 §8: Brazil, an unknown zip ({ erro: true })', brazil('99999999'), FAILED_BR],
    ['part 2 §8: a country outside the service', europe('XX', '12345'), FAILED_EU],
  ] as const)('fails: %s', async (_name, lookup, failed) => {
    await expect(lookupPostcode(lookup)).resolves.toEqual(failed);
  });

  it("part 2 §8: ViaCEP's newer string form { erro: 'true' } is a failure too", async () => {
    sandboxServer.use(http.get(apiUrl('zipBrazil', '/:zip/json/'), () => HttpResponse.json({ erro: 'true' })));
    await expect(lookupPostcode(brazil('01310100'))).resolves.toEqual(FAILED_BR);
  });

  it.each([
    ['a zip with a slash', europe('DE', '10/115')],
    ['a dot segment', europe('DE', '..')],
    ['a country that is not 2 letters', europe('DEU', '10115')],
    ['a Brazilian zip of 7 digits', brazil('0131010')],
  ] as const)('fails without a request for %s', async (_name, lookup) => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(lookupPostcode(lookup)).resolves.toMatchObject({ kind: 'failed' });
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ['http500', 'zippopotam'],
    ['malformed', 'zippopotam'],
    ['offline', 'zippopotam'],
    ['http500', 'viacep'],
    ['malformed', 'viacep'],
    ['offline', 'viacep'],
  ] as const)('part 2 §8: the sandbox fault %s on %s is a failure', async (fault, faultPath) => {
    setScenario({ fault, faultTimes: 1, faultPath });
    const lookup = faultPath === 'viacep' ? brazil('01310100') : europe('DE', '10115');
    await expect(lookupPostcode(lookup)).resolves.toEqual(faultPath === 'viacep' ? FAILED_BR : FAILED_EU);
    // The fault is used up: the next lookup answers.
    await expect(lookupPostcode(lookup)).resolves.not.toMatchObject({ kind: 'failed' });
  });

  it('part 2 §8: a service that does not answer in time is a failure', async () => {
    sandboxServer.use(http.get(apiUrl('zipEurope', '/:country/:zip'), () => delay('infinite')));
    await expect(lookupPostcode(europe('DE', '10115'), { timeoutMs: 50 })).resolves.toEqual(FAILED_EU);
  });

  it.each([
    ['Europe, a payload missing places', europe('DE', '10115'), { country: 'Germany', 'country abbreviation': 'DE' }, FAILED_EU],
    ['Europe, no place at all', europe('DE', '10115'), { country: 'Germany', 'country abbreviation': 'DE', places: [] }, FAILED_EU],
    ['Europe, a wrong type', europe('DE', '10115'), { country: 'Germany', 'country abbreviation': 49, places: [{ 'place name': 'Berlin' }] }, FAILED_EU],
    ['Brazil, a payload missing a field', brazil('01310100'), { uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista' }, FAILED_BR],
    ['Brazil, a wrong type', brazil('01310100'), { uf: 35, localidade: 'São Paulo', logradouro: '', bairro: '' }, FAILED_BR],
  ] as const)('part 2 §8: a schema failure is a failure: %s', async (_name, lookup, body, failed) => {
    sandboxServer.use(
      http.get(apiUrl('zipEurope', '/:country/:zip'), () => HttpResponse.json(body)),
      http.get(apiUrl('zipBrazil', '/:zip/json/'), () => HttpResponse.json(body)),
    );
    await expect(lookupPostcode(lookup)).resolves.toEqual(failed);
  });

  it("rejects only for the caller's own abort (a newer lookup replaced it)", async () => {
    const controller = new AbortController();
    const pending = lookupPostcode(brazil('01310100'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it("STYLE.md rule 9: every sandbox place parses with the client's schemas", () => {
    const european = Object.values(SANDBOX_EUROPEAN_PLACES).flatMap((byZip) => Object.values(byZip));
    expect(european.filter((answer) => !z.safeParse(zippopotamSchema, answer).success)).toEqual([]);
    expect(Object.values(SANDBOX_BRAZILIAN_PLACES).filter((answer) => !z.safeParse(viaCepSchema, answer).success)).toEqual([]);
  });
});
