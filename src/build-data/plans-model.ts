/**
 * The plans page as plain, serializable data (cents, keys, no formatted text): what the Astro
 * components render and what the islands receive as props.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { RecurrencePeriod } from '~/domain/period';
import type { QuantityDisplay } from '~/domain/resources';

/** The three views of the plan-kind toggle (part 1 §2). */
export const PLAN_KINDS = ['standard', 'trial', 'wordpress'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** `/plans` opens on the standard plans, `/plans-trial` on the trial plans (part 1 §2 routes). */
export type PlansVariant = 'plans' | 'trial';

export interface CardPrice {
  /** Price per month for the period, cents (planAmountForPeriod). */
  perMonth: number;
  /** What the checkout charges for one period, cents (cartTotals: 1 or 12 months). */
  charge: number;
  /** `/payment/<slug>` link for this period. */
  href: string;
}

export interface PlanCard {
  kind: PlanKind;
  id: number;
  slug: string;
  /** Plan family (core-account, essentials, advanced, premium-plus) for taglines and highlighting. */
  family: string;
  title: string;
  description: string | null;
  currency: CurrencyCode;
  country: string | null;
  /** Crossed-out monthly price, cents, or null. */
  fakeAmount: number | null;
  trialDays: number;
  prices: Record<RecurrencePeriod, CardPrice>;
  /** The yearly price saves the advertised percent against 12 x monthly, so the card may say so (decision 020). */
  annualSaving: boolean;
  resources: { domains: QuantityDisplay; subdomains: QuantityDisplay; storageGb: QuantityDisplay };
  /** Visible tools (hidden ones removed, part 1 §2). */
  tools: { id: number; title: string; slug: string | null }[];
  /** How many tools the card lists before "more tools" (part 1 §9: 2 plus one per missing resource). */
  toolsShown: number;
}

export interface ComparisonRow {
  /** `cloud_server` is the WordPress view's first row; `tool` rows carry the tool's title. */
  kind: 'cloud_server' | 'tool';
  title: string | null;
  /** One flag per card of the view, in card order. */
  included: boolean[];
}

export interface KindView {
  kind: PlanKind;
  cards: PlanCard[];
  comparison: ComparisonRow[];
}

export interface BundleOffer {
  slug: string;
  title: string;
  trialDays: number;
  currency: CurrencyCode;
  /** Monthly price after the free days, cents. */
  monthly: number;
  href: string;
}

export interface PlansPageModel {
  lang: string;
  variant: PlansVariant;
  defaultKind: PlanKind;
  views: KindView[];
  bundle: BundleOffer | null;
}
