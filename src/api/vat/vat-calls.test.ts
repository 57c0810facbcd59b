import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getVatFee, VAT_FEE_PATH } from './get-vat-fee';
import { listVatFees, VAT_FEES_PATH } from './list-vat-fees';
import { validateVatNumber, VAT_VALIDATE_PATH } from './validate-vat-number';

const calls = {
  listVatFees: { path: VAT_FEES_PATH, run: () => listVatFees() },
  getVatFee: { path: VAT_FEE_PATH, run: () => getVatFee('DE') },
  validateVatNumber: { path: VAT_VALIDATE_PATH, run: () => validateVatNumber('DE812345673') },
} as const;

describe('VAT calls (part 1 §7)', () => {
  it('part 1 §9: lists the 28 codes, EU-27 plus GB, with percent fees', async () => {
    const fees = await listVatFees();
    expect(fees).toHaveLength(28);
    expect(fees.map((f) => f.country_code)).toContain('GB');
    expect(fees.find((f) => f.country_code === 'FI')?.fee).toBe(25.5);
  });

  it.each([
    ['part 1 §7: Germany', 'DE', 19],
    ['part 1 §7: the Netherlands', 'nl', 21],
    ['part 1 §7: Greece by its VAT prefix', 'EL', 24],
    ['part 1 §7: Hungary', 'HU', 27],
  ])('%s answers its fee', async (_name, code, fee) => {
    await expect(getVatFee(code)).resolves.toBe(fee);
  });

  it('part 1 §7: a country outside the list is an HTTP error', async () => {
    await expect(getVatFee('US')).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['part 1 §7: a registered German number', 'DE 812 345 673', { valid: true, vat_number: '812345673', country_code: 'DE', company_name: 'Sandkasten Software GmbH' }],
    ['part 1 §7: a registered Dutch number', 'nl812345678b01', { valid: true, vat_number: '812345678B01', country_code: 'NL', company_name: 'Zandbak B.V.' }],
    ['part 1 §8: an unregistered number answers invalid with no company', 'FR83404833048', { valid: false, vat_number: '83404833048', country_code: 'FR', company_name: null }],
  ])('%s', async (_name, number, expected) => {
    await expect(validateVatNumber(number)).resolves.toMatchObject(expected);
  });

  it.each([
    ['listVatFees', { vat: [{ company_name: 'Germany', fee: 19 }] }, 'vat.0.country_code'],
    ['getVatFee', { vat: {} }, 'vat.fee'],
    ['validateVatNumber', { vat: { valid: true, vat_number: '1', company_name: null, company_address: null } }, 'vat.country_code'],
  ] as const)('%s turns a payload missing a field into a SchemaError naming it', async (name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', calls[name].path), () => HttpResponse.json(body)));
    const error = await calls[name].run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });

  it.each([
    ['listVatFees', { vat: { DE: 19 } }, 'vat'],
    ['getVatFee', { vat: { fee: 'nineteen' } }, 'vat.fee'],
    ['validateVatNumber', { vat: { valid: 'yes', vat_number: '1', country_code: 'DE', company_name: null, company_address: null } }, 'vat.valid'],
  ] as const)('%s turns a wrong type into a SchemaError', async (name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', calls[name].path), () => HttpResponse.json(body)));
    const error = await calls[name].run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });

  it.each([
    ['part 1 §7: fee without country_code', VAT_FEE_PATH, {}],
    ['part 1 §7: fee with a lower-case code', VAT_FEE_PATH, { country_code: 'de' }],
    ['part 1 §7: validation without vat_number', VAT_VALIDATE_PATH, { number: 'DE812345673' }],
  ])('the sandbox answers 400 to a bad payload: %s', async (_name, path, body) => {
    const response = await fetch(apiUrl('gateway', path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
  });

  it('DESIGN.md Security: sends no authorization header to the gateway', async () => {
    const seen: (string | null)[] = [];
    sandboxServer.events.on('request:start', ({ request }) => void seen.push(request.headers.get('authorization')));
    await Promise.all([listVatFees(), getVatFee('DE'), validateVatNumber('DE812345673')]);
    sandboxServer.events.removeAllListeners();
    expect(seen).toEqual([null, null, null]);
  });
});
