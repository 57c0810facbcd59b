import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { sandboxServer } from '~/sandbox/node';
import { BuildDataError } from './build-data-error';
import { BUNDLE_SIGN_UP_SLUG, PAGE_PLAN_SLUGS, clearPlansDataCache, fetchPlansData, loadPlansData } from './load-plans-data';

const planUrl = apiUrl('office', '/br/office/plan-or-fee/:slug');
const pricesUrl = apiUrl('office', '/us/office/api/country-prices/:countryId');

afterEach(() => clearPlansDataCache());

async function failure(run: () => Promise<unknown>): Promise<BuildDataError> {
  const error = await run().then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(BuildDataError);
  return error as BuildDataError;
}

describe('loadPlansData (part 1 §2)', () => {
  it.each([
    ['decision 005: en shows the us list', 'en', 'us', 'USD'],
    ['decision 005: pl shows the us list', 'pl', 'us', 'USD'],
    ['decision 005: pt shows the br list', 'pt', 'br', 'BRL'],
    ['decision 005: es falls back from es (no list) to the de euro list', 'es', 'de', 'EUR'],
    ['decision 005: fr falls back to the de euro list', 'fr', 'de', 'EUR'],
    ['decision 005: de shows the de list', 'de', 'de', 'EUR'],
  ] as const)('%s', async (_row, lang, country, currency) => {
    const data = await loadPlansData(lang);
    expect(data.priceList.country).toBe(country);
    expect(data.priceList.entries.every((entry) => entry.currency.name === currency)).toBe(true);
  });

  it('part 1 §9: loads every slug of the three views and the bundle sign-up', async () => {
    const data = await loadPlansData('it');
    expect([...data.plans.keys()].sort()).toEqual([...Object.values(PAGE_PLAN_SLUGS).flat(), BUNDLE_SIGN_UP_SLUG].sort());
  });

  it('part 1 §7: asks the office in the content language (pl reads English)', async () => {
    const langs = new Set<string>();
    sandboxServer.use(http.get(planUrl, ({ request, params }) => {
      langs.add(new URL(request.url).searchParams.get('user_lang') ?? '');
      return HttpResponse.json({ status: true, type: 'plan', data: sandboxPlans.get(String(params.slug)) });
    }));
    await fetchPlansData('pl');
    expect([...langs]).toEqual(['en']);
  });

  it('fetches each language once per build', async () => {
    let calls = 0;
    sandboxServer.use(http.get(pricesUrl, () => ((calls += 1), HttpResponse.json({ data: [] }))));
    await Promise.all([loadPlansData('de'), loadPlansData('de')]);
    expect(calls).toBe(1);
  });

  it('DESIGN.md "Data flow": a malformed plan fails the build naming the field', async () => {
    sandboxServer.use(http.get(planUrl, ({ params }) => HttpResponse.json({ status: true, type: 'plan', data: { ...sandboxPlans.get(String(params.slug)), total_real: 'free' } })));
    const error = await failure(() => fetchPlansData('en'));
    expect(error.field).toBe('data.total_real');
    expect(error.message).toMatch(/getPlanOrFee answered a malformed field "data\.total_real"/);
  });

  it('DESIGN.md "Data flow": a malformed country price fails the build naming the field', async () => {
    sandboxServer.use(http.get(pricesUrl, () => HttpResponse.json({ data: [{ plan: { id: 1, slug: 'core-account' }, currency: { name: 'USD', value: 1, symbol: '$' } }] })));
    const error = await failure(() => fetchPlansData('en'));
    expect(error.message).toContain('country prices of "us"');
    expect(error.field).toMatch(/^data\.0\.plan\./);
  });

  it.each([
    ['an unknown slug names the slug', () => HttpResponse.json({ status: false, message: 'plan_or_fee_not_found' }), /plan "[a-z-]+": the office answered not found/],
    ['an HTTP error names the call and status', () => new HttpResponse(null, { status: 500 }), /getPlanOrFee answered HTTP 500/],
  ])('part 1 §2: %s', async (_row, answer, message) => {
    sandboxServer.use(http.get(planUrl, answer));
    expect((await failure(() => fetchPlansData('en'))).message).toMatch(message);
  });

  it('tries again after a failed fetch instead of caching the failure', async () => {
    sandboxServer.use(http.get(pricesUrl, () => new HttpResponse(null, { status: 500 }), { once: true }));
    await failure(() => loadPlansData('pt'));
    expect((await loadPlansData('pt')).priceList.country).toBe('br');
  });
});
