/**
 * The plan-inactive pages pre-rendered at build time (part 1 §2): one per plan slug the office is known to
 * have, fetched through the typed client (malformed data fails the build, naming the field). Sandbox
 * builds take the slugs from the sandbox fixtures; a live build from INACTIVE_PAGE_SLUGS (comma-separated,
 * build-time only). Any other slug is served the generic page by public/_redirects.
 */
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import { env, isSandbox } from '~/config/env';
import { DEFAULT_PREMIUM_SLUGS } from '~/domain/plan-redirect';
import type { RedirectPolicy } from '~/domain/safe-redirect';
import type { Locale } from '~/i18n/languages';
import { prepareBuildOffice } from '~/build-data/build-office';
import { inactiveFallbackHref } from './inactive-fallback';

export interface InactivePlanPage {
  slug: string;
  /** The plan's title as the office sends it (shown as text). */
  title: string;
  /** The fallback button's target, or null for no button. */
  href: string | null;
}

/** Redirect allow-list of this build (DESIGN.md "Security"). */
export const REDIRECT_POLICY: RedirectPolicy = {
  allowedOrigins: env.PUBLIC_REDIRECT_ALLOWLIST,
  officeUrl: env.PUBLIC_OFFICE_URL,
  sandboxOrigin: isSandbox ? env.PUBLIC_SITE_URL : null,
};

/** Slugs that can name a static page; anything else is left to the generic page. */
const PAGE_SLUG = /^[a-z0-9][a-z0-9_-]*$/i;

/** INACTIVE_PAGE_SLUGS as a list. Example: configuredSlugs(' a-plan, b-plan ,') -> ['a-plan', 'b-plan']. */
export function configuredSlugs(value: string | undefined): string[] {
  return (value ?? '').split(',').map((slug) => slug.trim()).filter(Boolean);
}

/** The slugs this build knows: the sandbox fixtures' plans, or the configured list of a live build. */
export async function knownSlugs(): Promise<string[]> {
  if (import.meta.env.PUBLIC_MODE === 'sandbox') {
    const { sandboxPlans } = await import('~/sandbox/fixtures/plans');
    return [...sandboxPlans.keys()];
  }
  return configuredSlugs(import.meta.env.INACTIVE_PAGE_SLUGS as string | undefined);
}

/** Fetches the pages of one content language (uncached; see inactivePlanPages). */
export async function loadInactivePlanPages(locale: Locale, slugSource: () => Promise<string[]> = knownSlugs): Promise<InactivePlanPage[]> {
  await prepareBuildOffice();
  const slugs = [...new Set(await slugSource())].filter((slug) => PAGE_SLUG.test(slug));
  const pages: InactivePlanPage[] = [];
  for (const slug of slugs) {
    const result = await getPlanOrFee(slug, locale).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Plan-inactive pages: plan "${slug}" (${locale}): ${reason}`, { cause: error });
    });
    if (result.kind !== 'plan') continue;
    const { plan } = result;
    const href = inactiveFallbackHref({ redirOnInactive: plan.redir_on_inactive, currency: plan.moeda }, REDIRECT_POLICY, DEFAULT_PREMIUM_SLUGS);
    pages.push({ slug, title: plan.titulo, href });
  }
  return pages;
}

const cache = new Map<Locale, Promise<InactivePlanPage[]>>();

/** The plan-inactive pages of one content language, loaded once per build. Example: (await inactivePlanPages('pt'))[0].slug. */
export function inactivePlanPages(locale: Locale): Promise<InactivePlanPage[]> {
  let pages = cache.get(locale);
  if (!pages) {
    pages = loadInactivePlanPages(locale);
    cache.set(locale, pages);
  }
  return pages;
}
