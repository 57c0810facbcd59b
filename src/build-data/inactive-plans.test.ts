import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { DEFAULT_PREMIUM_SLUGS } from '~/domain/plan-redirect';
import { sandboxServer } from '~/sandbox/node';
import { configuredSlugs, knownSlugs, loadInactivePlanPages } from './inactive-plans';

describe('plan-inactive pages from the sandbox office (part 1 §2)', () => {
  it.each([
    ['part 1 §2: a hidden plan with redir_on_inactive gets its address', 'black-friday-plan', 'https://www.example.com/plans'],
    ['part 1 §9: a hidden EUR plan without redirect gets the EUR 59 premium plan', 'hidden-plan', `/payment/${DEFAULT_PREMIUM_SLUGS.EUR}`],
    ['part 1 §9: a BRL plan gets the BRL 149 premium plan', 'launch-offer-plan-brl', `/payment/${DEFAULT_PREMIUM_SLUGS.BRL}`],
    ['part 1 §9: a legacy USD plan gets the USD 69 premium plan', 'starter-plan', `/payment/${DEFAULT_PREMIUM_SLUGS.USD}`],
  ])('%s', async (_name, slug, href) => {
    const pages = await loadInactivePlanPages('en');
    expect(pages.find((page) => page.slug === slug)?.href).toBe(href);
  });

  it('builds one page per sandbox plan slug, trial variants included', async () => {
    expect(await knownSlugs()).toEqual(expect.arrayContaining(['premium-plus-plan', 'premium-plus-plan-trial', 'wp-funnel-club-plan', 'ghana-plan']));
    const slugs = (await loadInactivePlanPages('pt')).map((page) => page.slug);
    expect(slugs).toEqual(await knownSlugs());
  });

  it('part 1 §2: fails the build naming the field when the office sends a malformed plan', async () => {
    sandboxServer.use(
      http.get(apiUrl('office', '/br/office/plan-or-fee/:slug'), () =>
        HttpResponse.json({ status: true, type: 'plan', data: { id: 1, titulo: 'X', slug: 'x', moeda: 'US', total_real: '1.00' } }),
      ),
    );
    await expect(loadInactivePlanPages('de', async () => ['x'])).rejects.toThrow(/plan "x" \(de\).*moeda/s);
  });

  it('skips slugs the office does not know and slugs that cannot name a page', async () => {
    const pages = await loadInactivePlanPages('en', async () => ['black-friday-plan', 'no-such-plan', '../x', 'black-friday-plan']);
    expect(pages.map((page) => page.slug)).toEqual(['black-friday-plan']);
  });

  it.each([
    ['a live build without INACTIVE_PAGE_SLUGS builds only the generic page', undefined, []],
    ['a live build reads the comma-separated list', ' black-friday-plan , hidden-plan,', ['black-friday-plan', 'hidden-plan']],
  ])('%s', (_name, value, slugs) => {
    expect(configuredSlugs(value)).toEqual(slugs);
  });
});
