import { findPlanFeeOrTool, type ProductLookup } from '~/api/catalog/find-plan-fee-or-tool';
import { getLocaleByIp, type LocaleByIp } from '~/api/misc/locale-by-ip';

/*
 * Office calls whose inputs the URL and the browser already give, started by the login-status phase so they travel
 * while login status is answered instead of one after another (DESIGN.md: interactive in 1.5 s on a phone network; each
 * call saved is one round trip). The phases still run in the spec's order and take an early answer only when its
 * inputs turned out right: the product lookup was made in the guessed office language, so a logged-in user whose
 * office language differs gets a new lookup. A call no phase takes is dropped, its failure too; a phase that takes
 * a failed call fails as if it had made the call itself.
 */

export interface EarlyCalls {
  localeByIp: Promise<LocaleByIp>;
  product: { slug: string; userLang: string; lookup: Promise<ProductLookup> };
}

/** A promise whose rejection is not reported as unhandled while no phase has taken it yet. */
function held<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Starts the early calls for a slug, the product looked up in `userLang` (the page's guessed office language). */
export function startEarlyCalls(slug: string, userLang: string): EarlyCalls {
  return {
    localeByIp: held(getLocaleByIp()),
    product: { slug, userLang, lookup: held(findPlanFeeOrTool(slug, userLang)) },
  };
}

/** The locale-by-IP answer: the early one when started, else a new call. */
export function localeByIp(early: EarlyCalls | null): Promise<LocaleByIp> {
  return early?.localeByIp ?? getLocaleByIp();
}

/** The product lookup: the early one when it was made for this slug and language, else a new lookup. */
export function productLookup(early: EarlyCalls | null, slug: string, userLang: string): Promise<ProductLookup> {
  const product = early?.product;
  return product && product.slug === slug && product.userLang === userLang ? product.lookup : findPlanFeeOrTool(slug, userLang);
}
