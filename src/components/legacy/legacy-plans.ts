/**
 * The four cards of the legacy plans page (part 1 §2, §3, §9): prices from LEGACY_PLAN_PRICES_CENTS,
 * limits from LEGACY_PLAN_LIMITS, Funnel Club's extra first payment. WordPress plans repeat the limits.
 */
import type { Money } from '~/domain/currencies';
import { FUNNEL_CLUB_FIRST_PAYMENT_USD_CENTS, LEGACY_PLAN_LIMITS, LEGACY_PLAN_PRICES_CENTS } from '~/domain/constants';

export const LEGACY_FAMILIES = ['starter', 'marketer', 'premium', 'funnel-club'] as const;
export type LegacyFamily = (typeof LEGACY_FAMILIES)[number];

export const LEGACY_KINDS = ['standard', 'wordpress'] as const;
export type LegacyKind = (typeof LEGACY_KINDS)[number];

/** Tools listed on the cards and in the comparison, in display order. */
export const LEGACY_TOOLS = [
  'site_builder', 'funnel_builder', 'blog', 'email_marketing', 'checkout_pages', 'members_area', 'webinar_room', 'crm', 'automation',
] as const;
export type LegacyTool = (typeof LEGACY_TOOLS)[number];

/** Each plan includes the tools of the plan below it (the office's legacy plans in the sandbox fixtures agree). */
export const TOOLS_BY_FAMILY: Readonly<Record<LegacyFamily, readonly LegacyTool[]>> = {
  starter: ['site_builder', 'funnel_builder', 'blog'],
  marketer: ['site_builder', 'funnel_builder', 'blog', 'email_marketing', 'checkout_pages'],
  premium: ['site_builder', 'funnel_builder', 'blog', 'email_marketing', 'checkout_pages', 'members_area', 'webinar_room', 'crm'],
  'funnel-club': LEGACY_TOOLS,
};

export type LegacySlug = keyof typeof LEGACY_PLAN_PRICES_CENTS;
export type LegacyLimits = (typeof LEGACY_PLAN_LIMITS)[LegacyFamily];

export interface LegacyCard {
  family: LegacyFamily;
  kind: LegacyKind;
  slug: LegacySlug;
  /** Monthly price (USD). */
  price: Money;
  /** Added to the first payment only (Funnel Club +$199), or null. */
  firstPaymentExtra: Money | null;
  limits: LegacyLimits;
  tools: readonly LegacyTool[];
  /** The card the page highlights. */
  featured: boolean;
}

/** The checkout slug of a legacy plan. Example: legacySlug('premium', 'wordpress') === 'wp-premium-plan'. */
export function legacySlug(family: LegacyFamily, kind: LegacyKind): LegacySlug {
  return `${kind === 'wordpress' ? 'wp-' : ''}${family}-plan` as LegacySlug;
}

/**
 * The cards of one toggle position, in the page's order.
 * Example: legacyCards('standard')[0] -> { slug: 'starter-plan', price: { amount: 1790, currency: 'USD' }, ... }.
 */
export function legacyCards(kind: LegacyKind): LegacyCard[] {
  return LEGACY_FAMILIES.map((family) => {
    const slug = legacySlug(family, kind);
    return {
      family,
      kind,
      slug,
      price: { amount: LEGACY_PLAN_PRICES_CENTS[slug], currency: 'USD' },
      firstPaymentExtra: family === 'funnel-club' ? { amount: FUNNEL_CLUB_FIRST_PAYMENT_USD_CENTS, currency: 'USD' } : null,
      limits: LEGACY_PLAN_LIMITS[family],
      tools: TOOLS_BY_FAMILY[family],
      featured: family === 'premium',
    };
  });
}
