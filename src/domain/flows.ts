/**
 * Which purchase flow a checkout URL asks for, with the parameters each flow requires
 * (part 1 §2, §4 "Flow types", §5; part 2 §2, §4.1).
 */
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { isSwitchOn, readParam, type ParamSource } from '~/domain/flow-params';
import { safeIdentifierOrNull } from '~/domain/identifiers';
import type { LoadFailure } from '~/domain/load-errors';
import { isBundlePlanSlug } from '~/domain/plan-slugs';

/** What the office's plan-or-fee lookup answered for the slug (a tool when only the tool lookup found it). */
export type ProductKind = 'plan' | 'fee' | 'tool';

export type CheckoutFlow =
  | { kind: 'plan' }
  | { kind: 'fee' }
  | { kind: 'tool' }
  | { kind: 'bundle' }
  | { kind: 'domainPurchase'; domain: string; connectTo: string | null; reference: string | null }
  /** quantity: number of storage packages, a positive integer. */
  | { kind: 'storage'; quantity: number }
  | { kind: 'extraConnection'; quantity: number }
  | { kind: 'domainRegistry'; order: string }
  | { kind: 'wordpressCloud'; wpOrderId: string }
  | { kind: 'premiumTemplate'; templateSlug: string }
  | { kind: 'pauseAccount'; currency: CurrencyCode };

export type FlowKind = CheckoutFlow['kind'];

/**
 * The special slug lists of part 1 §9, whose contents the spec does not show: they come from configuration.
 * A flow starts either from its switch parameter or from its slug list.
 */
export interface SpecialSlugLists {
  domainPurchase: readonly string[];
  storage: readonly string[];
  extraConnection: readonly string[];
  domainRegistry: readonly string[];
  wordpressCloud: readonly string[];
  premiumTemplate: readonly string[];
}

/** Empty lists: a flow then starts only from its parameters. Bundle plans are known by slug (plan-slugs.ts). */
export const NO_SPECIAL_SLUGS: SpecialSlugLists = {
  domainPurchase: [],
  storage: [],
  extraConnection: [],
  domainRegistry: [],
  wordpressCloud: [],
  premiumTemplate: [],
};

export interface FlowContext {
  slug: string;
  isLoggedIn: boolean;
  productKind: ProductKind;
  slugLists: SpecialSlugLists;
}

export type FlowDetection = { ok: true; flow: CheckoutFlow } | { ok: false; failure: LoadFailure };

const CONTINUE_LOAD: FlowDetection = { ok: false, failure: { code: 'continue_load' } };

/** A strictly positive whole number written with digits only ('3', not '3.0' or '-1'). */
function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

function quantityFlow(kind: 'storage' | 'extraConnection', quantityParam: string | null, isLoggedIn: boolean): FlowDetection {
  const quantity = positiveInteger(quantityParam);
  if (!isLoggedIn || quantity === null) return CONTINUE_LOAD;
  return { ok: true, flow: { kind, quantity } };
}

/**
 * Detects the purchase flow (part 1 §5; part 2 §2, §4.1). Login-only flows (domain, storage, extra connection,
 * domain registry) without login or without their parameters give continue_load (go to the office);
 * a WordPress cloud plan without stn_wp_order_id or a template plan without tp_slug give the unavailable page.
 * Example: detectFlow(new URLSearchParams('extraStorage=1&extraStorageQtd=2'), { slug: 's', isLoggedIn: true,
 *   productKind: 'fee', slugLists: NO_SPECIAL_SLUGS }) -> { ok: true, flow: { kind: 'storage', quantity: 2 } }.
 */
export function detectFlow(params: ParamSource, context: FlowContext): FlowDetection {
  const { slug, isLoggedIn, slugLists } = context;
  const inList = (list: readonly string[]): boolean => list.includes(slug);

  if (isSwitchOn(params, 'payDomain') || inList(slugLists.domainPurchase)) {
    const domain = readParam(params, 'domain');
    if (!isLoggedIn || domain === null) return CONTINUE_LOAD;
    return {
      ok: true,
      flow: { kind: 'domainPurchase', domain, connectTo: readParam(params, 'connect_to'), reference: readParam(params, 'reference') },
    };
  }
  if (isSwitchOn(params, 'extraStorage') || inList(slugLists.storage)) {
    return quantityFlow('storage', readParam(params, 'extraStorageQtd'), isLoggedIn);
  }
  if (isSwitchOn(params, 'extraConnection') || inList(slugLists.extraConnection)) {
    return quantityFlow('extraConnection', readParam(params, 'extraConnectionQtd'), isLoggedIn);
  }
  // Identifiers that become API path segments: an unsafe one (a dot segment, a slash...) is read as absent.
  const rawOrder = readParam(params, 'order');
  const order = safeIdentifierOrNull(rawOrder);
  if (rawOrder !== null || inList(slugLists.domainRegistry)) {
    if (!isLoggedIn || order === null) return CONTINUE_LOAD;
    return { ok: true, flow: { kind: 'domainRegistry', order } };
  }
  const rawWpOrderId = readParam(params, 'stn_wp_order_id');
  const wpOrderId = safeIdentifierOrNull(rawWpOrderId);
  if (rawWpOrderId !== null || inList(slugLists.wordpressCloud)) {
    if (wpOrderId === null) return unavailable('wordpress');
    return { ok: true, flow: { kind: 'wordpressCloud', wpOrderId } };
  }
  const rawTemplateSlug = readParam(params, 'tp_slug');
  const templateSlug = safeIdentifierOrNull(rawTemplateSlug);
  if (rawTemplateSlug !== null || inList(slugLists.premiumTemplate)) {
    if (templateSlug === null) return unavailable('template');
    return { ok: true, flow: { kind: 'premiumTemplate', templateSlug } };
  }
  const pauseAccount = readParam(params, 'pause_account');
  const pauseCurrency = readParam(params, 'currency');
  // Pause account applies only with both parameters (part 1 §5); one alone is an ordinary purchase.
  if (pauseAccount !== null && pauseCurrency !== null) {
    const code = pauseCurrency.toUpperCase();
    if (!isAcceptedCurrency(code)) return { ok: false, failure: { code: 'currency_not_available', currency: code } };
    return { ok: true, flow: { kind: 'pauseAccount', currency: code } };
  }
  if (isBundlePlanSlug(slug)) return { ok: true, flow: { kind: 'bundle' } };
  return { ok: true, flow: { kind: context.productKind } };
}

function unavailable(unavailableCase: 'wordpress' | 'template'): FlowDetection {
  return { ok: false, failure: { code: 'unavailable', unavailableCase, serverMessage: null } };
}

/** Flows sold even to team accounts and outside Brazil in BRL, and paid by PayPal only (part 1 §5, part 2 §4.1). */
const ACCOUNT_EXTRA_FLOWS: ReadonlySet<FlowKind> = new Set<FlowKind>(['domainPurchase', 'storage', 'extraConnection']);

/**
 * True for domain, storage and extra-connection purchases, the account extras the spec exempts from the
 * team-account and BRL-outside-Brazil blocks and limits to PayPal. Example: isAccountExtraFlow('storage') === true.
 */
export function isAccountExtraFlow(kind: FlowKind): boolean {
  return ACCOUNT_EXTRA_FLOWS.has(kind);
}
