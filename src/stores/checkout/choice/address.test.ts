import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { EMPTY_ADDRESS, type Address } from '~/domain/address';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { $lang } from '../session';
import { $addressCountryGroups } from './address-countries';
import { $address, $addressErrors, $postcodeLookup, lookupPostcode, setAddressField, validateAddress } from './address';

function type(values: Partial<Address>): void {
  for (const [field, value] of Object.entries(values)) setAddressField(field as keyof Address, value);
}

/** A ViaCEP answer held until `release()` is called. */
function heldViaCep() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  sandboxServer.use(
    http.get(apiUrl('zipBrazil', '/:zip/json/'), async () => {
      await gate;
      return HttpResponse.json({ uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' });
    }),
  );
  return () => release();
}

describe('address store (part 2 §3, §5, §8)', () => {
  it('part 2 §5: BRL, a zip of 8 digits and no city fill state, city, street and district, country BR', async () => {
    type({ zipCode: '01310-100' });
    await lookupPostcode('BRL');
    expect($address.get()).toEqual({
      ...EMPTY_ADDRESS, zipCode: '01310-100', stateCode: 'SP', city: 'São Paulo', street: 'Avenida Paulista', district: 'Bela Vista', country: 'BR',
    });
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
  });

  it('part 2 §5: EUR, zip and country fill the city', async () => {
    type({ zipCode: '10115', country: 'DE' });
    await lookupPostcode('EUR');
    expect($address.get()).toMatchObject({ zipCode: '10115', city: 'Berlin', country: 'DE' });
  });

  it('takes the currency from the loaded product when none is given', async () => {
    seedCheckout({ product: PRODUCTS.eurPremium() });
    type({ zipCode: '75001', country: 'FR' });
    await lookupPostcode();
    expect($address.get().city).toBe('Paris');
  });

  it.each([
    ['part 2 §5: EUR without a country', 'EUR', { zipCode: '10115' }],
    ['part 2 §5: a city already typed', 'BRL', { zipCode: '01310-100', city: 'Campinas' }],
    ['part 2 §5: a Brazilian zip not yet 8 digits', 'BRL', { zipCode: '01310-1' }],
    ['part 2 §5: no lookup outside EUR and BRL', 'USD', { zipCode: '10115', country: 'DE' }],
  ] as const)('runs no lookup: %s', async (_name, currency, values) => {
    let asked = 0;
    sandboxServer.events.on('request:start', () => (asked += 1));
    type(values);
    await lookupPostcode(currency);
    sandboxServer.events.removeAllListeners();
    expect(asked).toBe(0);
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
  });

  it('never overwrites what the buyer typed: only empty fields are filled', async () => {
    type({ zipCode: '01310-100', street: 'Rua Augusta', number: '500' });
    await lookupPostcode('BRL');
    expect($address.get()).toMatchObject({ street: 'Rua Augusta', number: '500', city: 'São Paulo', district: 'Bela Vista' });
  });

  it('part 2 §8: an unknown zip fails with the message, the city stays empty for the buyer, Brazil still sets BR', async () => {
    type({ zipCode: '99999-999', street: 'Rua A' });
    await lookupPostcode('BRL');
    expect($postcodeLookup.get()).toEqual({ status: 'failed', messageKey: 'errors:load.zip_lookup_failed' });
    expect($address.get()).toMatchObject({ zipCode: '99999-999', street: 'Rua A', city: '', country: 'BR' });
    setAddressField('city', 'Manaus');
    expect($address.get().city).toBe('Manaus');
  });

  it('part 2 §8: a European failure (HTTP 404) leaves the country as chosen', async () => {
    type({ zipCode: '99999', country: 'DE' });
    await lookupPostcode('EUR');
    expect($postcodeLookup.get()).toMatchObject({ status: 'failed' });
    expect($address.get()).toMatchObject({ zipCode: '99999', country: 'DE', city: '' });
  });

  it('part 2 §8: a sandbox HTTP 500 fault on the known zip is a failure', async () => {
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: 'viacep' });
    type({ zipCode: '01310100' });
    await lookupPostcode('BRL');
    expect($postcodeLookup.get()).toMatchObject({ status: 'failed' });
  });

  it('shows "looking" while the service answers', async () => {
    const release = heldViaCep();
    type({ zipCode: '01310-100' });
    const running = lookupPostcode('BRL');
    expect($postcodeLookup.get()).toEqual({ status: 'looking' });
    release();
    await running;
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
  });

  it('drops the answer for a zip the buyer changed meanwhile', async () => {
    const release = heldViaCep();
    type({ zipCode: '01310-100' });
    const running = lookupPostcode('BRL');
    setAddressField('zipCode', '20040-00');
    release();
    await running;
    expect($address.get()).toEqual({ ...EMPTY_ADDRESS, zipCode: '20040-00' });
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
  });

  it('drops the answer for a country the buyer changed meanwhile (EUR)', async () => {
    sandboxServer.use(http.get(apiUrl('zipEurope', '/:country/:zip'), async () => {
      await delay(30);
      return HttpResponse.json({ country: 'Germany', 'country abbreviation': 'DE', places: [{ 'place name': 'Berlin' }] });
    }));
    type({ zipCode: '10115', country: 'DE' });
    const running = lookupPostcode('EUR');
    setAddressField('country', 'AT');
    await running;
    expect($address.get()).toMatchObject({ zipCode: '10115', country: 'AT', city: '' });
  });

  it('a zip edit clears the failure message', async () => {
    type({ zipCode: '99999-999' });
    await lookupPostcode('BRL');
    expect($postcodeLookup.get().status).toBe('failed');
    setAddressField('zipCode', '01310-100');
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
  });

  it('a reset drops a lookup on its way', async () => {
    const release = heldViaCep();
    type({ zipCode: '01310-100' });
    const running = lookupPostcode('BRL');
    resetStores('load');
    release();
    await running;
    expect($address.get()).toEqual(EMPTY_ADDRESS);
  });

  it.each([
    ['BRL', {}, ['zipCode', 'city', 'street', 'stateCode']],
    ['BRL', { zipCode: '01310-100', city: 'São Paulo', street: 'Av. Paulista' }, ['stateCode']],
    ['EUR', { zipCode: '10115', city: ' ' }, ['city', 'street', 'country']],
  ] as const)('part 2 §5: an incomplete %s address gives address_required with the missing fields', (currency, values, missing) => {
    type(values);
    expect(validateAddress(currency)).toEqual({ messageKey: 'errors:validation.address_required', missing });
    expect($addressErrors.get()).toEqual({ messageKey: 'errors:validation.address_required', missing });
  });

  it('part 2 §5: a complete address passes, and filling the missing fields clears the error', async () => {
    validateAddress('BRL');
    type({ zipCode: '01310-100' });
    expect($addressErrors.get()?.missing).toEqual(['city', 'street', 'stateCode']);
    await lookupPostcode('BRL');
    expect($addressErrors.get()).toBeNull();
    // District, number and complement are not required (part 2 §5).
    expect($address.get()).toMatchObject({ number: '', complement: '' });
    expect(validateAddress('BRL')).toBeNull();
  });

  it('part 2 §3: the EUR country select lists Europe first, then the world, named in the page language', () => {
    $lang.set('de');
    const { europe, others } = $addressCountryGroups.get();
    expect(europe.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Deutschland' });
    expect(others.find((c) => c.code === 'BR')).toEqual({ code: 'BR', name: 'Brasilien' });
    expect(europe.map((c) => c.code)).not.toContain('BR');
    expect(europe.length + others.length).toBe(250);
    $lang.set('pt');
    expect($addressCountryGroups.get().europe.slice(0, 2).map((c) => c.name)).toEqual(['Albânia', 'Alemanha']);
  });
});
