import { SANDBOX_SPECIAL_SLUG_LISTS } from '~/sandbox/fixtures/fees';
import { SANDBOX_PREMIUM_SLUGS } from '~/sandbox/fixtures/plans';
import { LOAD_PHASE_RUNNERS } from '~/stores/checkout/load/load-sequence';
import { createLoadContext, NO_PLAN_REDIRECTS, type LoadContext, type LoadInput, type PhaseOutcome } from '~/stores/checkout/load/phases/context';
import { $options, $slug } from '~/stores/checkout/session';
import type { LoadPhase } from '~/stores/checkout/load/status';

/*
 * Test support (imported by tests only): a LoadInput as the sandbox page builds it, with the sandbox office's
 * special slug lists and premium slugs, so tests read like the URL a buyer opens.
 */

export const TEST_OFFICE_URL = 'https://office.example.com';
export const TEST_HOME_URL = 'https://www.example.com';

/** The load input of `/payment/<slug><search>` for a Portuguese browser. Example: loadInput('premium-plus-plan', '?period=y'). */
export function loadInput(slug: string, search = '', extra: Partial<LoadInput> = {}): LoadInput {
  return {
    slug,
    search,
    hash: '',
    cookies: '',
    browserLanguages: ['pt-BR', 'en'],
    companyAid: '1',
    officeUrl: TEST_OFFICE_URL,
    homeUrl: TEST_HOME_URL,
    redirectAllowlist: [TEST_OFFICE_URL, TEST_HOME_URL],
    slugLists: SANDBOX_SPECIAL_SLUG_LISTS,
    planRedirect: { ...NO_PLAN_REDIRECTS, premiumSlugs: SANDBOX_PREMIUM_SLUGS },
    logEnv: 'test',
    now: () => new Date('2026-03-01T12:00:00Z'),
    ...extra,
  };
}

/**
 * A context after running the given phases in order (the setup of a phase test), with the last outcome.
 * Example: const { ctx } = await contextAfter(['loginStatus', 'product'], loadInput('premium-plus-plan')).
 */
export async function contextAfter(phases: readonly LoadPhase[], input: LoadInput): Promise<{ ctx: LoadContext; outcome: PhaseOutcome }> {
  const ctx = createLoadContext(input);
  $slug.set(input.slug);
  $options.set(ctx.options);
  let outcome: PhaseOutcome = { kind: 'continue' };
  for (const phase of phases) {
    outcome = await LOAD_PHASE_RUNNERS[phase](ctx);
    if (outcome.kind !== 'continue') break;
  }
  return { ctx, outcome };
}
