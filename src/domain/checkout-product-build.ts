/**
 * Builds the checkout's CheckoutProduct (part 1 §3 "Product (checkout view)", part 2 §3 "Product") from the
 * office's plan, fee or tool, the country price and the flow's own price. The input shapes are structural
 * (the fields read here), so the parsed answers of src/api fit them without this folder importing src/api.
 * Money is integer cents throughout.
 */
import { firstMonthAmount } from '~/domain/cart';
import type { CheckoutProduct } from '~/domain/checkout-product';
import { MONTHS_PER_YEAR } from '~/domain/constants';
import { currencyBlock } from '~/domain/flow-guards';
import type { LoadFailure } from '~/domain/load-errors';
import { divideRoundHalfUp } from '~/domain/money';
import { periodFromServer, type RecurrencePeriod } from '~/domain/period';
import type { CurrencyCode } from '~/domain/currencies';

interface NamedTool { id: number; titulo: string }
interface Priced { fake_amount: number | null; url_after_payment: string | null; payment_gateways: number[] }

export interface OfficePlan extends Priced {
  id: number; titulo: string; slug: string; moeda: string; total_real: number; periodo: 'MENSAL' | 'ANUAL'; descricao: string | null;
  storage_kbs: number; domain_extra_quantity: number; ferramentas: NamedTool[]; front_resource_items: { key: string; qtd: number }[];
  first_payment_to_upline: boolean; is_a_third_party_product: boolean; trial_days: number; trial_valor: number;
  additional_value_first_month: number; visivel: boolean; redir_on_inactive: string | null;
}

export interface OfficeFee extends Priced {
  id: number; name: string; slug: string; value: number; currency: string; description: string | null; tools: NamedTool[];
  payment_to_upline: boolean; domain: string | null; time: number | null; domainProtection: boolean;
  plan_to_active: { id_plan_to_activate: number; total_real: number; slug: string; titulo: string; periodo: 'MENSAL' | 'ANUAL'; moeda: string } | null;
}

export interface OfficeTool extends Priced {
  id: number; titulo: string; slug: string; moeda: string; amount: number; periodo: 'MENSAL' | 'ANUAL'; descricao: string | null; trial_days: number;
  suggestions: { id: number; name: string; description: string | null; amount: number }[];
}

/** One entry of country-prices (part 1 §3 "Country price"), amounts in the country's cents. */
export interface OfficeCountryPrice {
  plan: { id: number; slug: string; value_month: number; value_annual: number; value_first_month: number; fake_amount: number | null };
  currency: { name: string; symbol: string };
}

export type ProductSource = { kind: 'plan'; plan: OfficePlan } | { kind: 'fee'; fee: OfficeFee } | { kind: 'tool'; tool: OfficeTool };

export interface ProductExtras {
  /** The flow's own price (domain, storage, connection, order, charged amount, pause, WordPress order, template); wins over the rest. */
  flowPrice?: { amount: number; currency: string; charged?: boolean } | null;
  /** The country price of this plan (countryPriceFor); ignored for fees and tools. */
  countryPrice?: OfficeCountryPrice | null;
  domain?: { name: string; protection: boolean; years: number } | null;
  storageKb?: number | null;
  domainExtraQuantity?: number | null;
}

export type ProductBuild = { ok: true; product: CheckoutProduct } | { ok: false; failure: LoadFailure };

/** The country-price entry of a plan, matched by slug, then id. Example: countryPriceFor(list, { id: 3002, slug: 'essentials-plan' }). */
export function countryPriceFor<T extends OfficeCountryPrice>(entries: readonly T[], plan: { id: number; slug: string }): T | null {
  return entries.find((e) => e.plan.slug === plan.slug) ?? entries.find((e) => e.plan.id === plan.id) ?? null;
}

/**
 * The office price class of a domain: everything after its first label (part 1 §7 register-domain-price
 * domainClassKey; the spec does not define it, this is our reading). Example: domainClassKey('loja.com.br') === 'com.br'.
 */
export function domainClassKey(domain: string): string {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  const dot = name.indexOf('.');
  return dot < 0 ? name : name.slice(dot + 1);
}

/** Price per month of a product the office sells yearly only (periodo ANUAL, total_real a year). */
function perMonth(total: number, interval: RecurrencePeriod): number {
  return interval === 'YEARLY' ? divideRoundHalfUp(total, MONTHS_PER_YEAR) : total;
}

type Draft = Omit<CheckoutProduct, 'currency'> & { currency: string };

function fromPlan(plan: OfficePlan, extras: ProductExtras): Draft {
  const interval = periodFromServer(plan.periodo) ?? 'MONTHLY';
  const amount = perMonth(plan.total_real, interval);
  const item = (key: string) => plan.front_resource_items.find((r) => r.key === key)?.qtd;
  const cp = extras.countryPrice ?? null;
  const base = {
    currency: cp?.currency.name ?? plan.moeda,
    amount: cp?.plan.value_month ?? amount,
    annualMonthlyAmount: cp ? divideRoundHalfUp(cp.plan.value_annual, MONTHS_PER_YEAR) : interval === 'YEARLY' ? amount : null,
    fakeAmount: cp ? cp.plan.fake_amount : plan.fake_amount,
    // A country price carries its own first month; the plan's extra is in the plan's currency, so it is not added to it.
    amountFirstMonth: cp
      ? firstMonthAmount({ productId: plan.id, slug: plan.slug, amount: cp.plan.value_month, countryPriceFirstMonth: cp.plan.value_first_month })
      : firstMonthAmount({ productId: plan.id, slug: plan.slug, amount, additionalFirstMonth: plan.additional_value_first_month }),
  };
  return {
    ...common(plan, 'plan', plan.titulo, plan.descricao, interval), ...base,
    trialDays: plan.trial_days, trialDaysAmount: plan.trial_valor,
    resources: { domains: item('domains') ?? plan.domain_extra_quantity, subdomains: item('subdomains') ?? 0, storageKb: plan.storage_kbs },
    tools: plan.ferramentas.map((t) => ({ id: t.id, title: t.titulo, amount: 0 })),
    firstPaymentToUpline: plan.first_payment_to_upline, isThirdParty: plan.is_a_third_party_product,
    visible: plan.visivel, redirOnInactive: plan.redir_on_inactive, storageKb: plan.storage_kbs, domainExtraQuantity: plan.domain_extra_quantity,
  };
}

function fromFee(fee: OfficeFee): Draft {
  const p = fee.plan_to_active;
  return {
    ...common(fee, 'fee', fee.name, fee.description, 'MONTHLY'), currency: fee.currency, amount: fee.value, fakeAmount: fee.fake_amount,
    tools: fee.tools.map((t) => ({ id: t.id, title: t.titulo, amount: 0 })), firstPaymentToUpline: fee.payment_to_upline,
    domain: fee.domain ? { name: fee.domain, protection: fee.domainProtection, years: fee.time ?? 1 } : null,
    planToActivate: p && {
      id: p.id_plan_to_activate, slug: p.slug, title: p.titulo, amount: p.total_real, currency: p.moeda as CurrencyCode, interval: periodFromServer(p.periodo) ?? 'MONTHLY',
    },
  };
}

function fromTool(tool: OfficeTool): Draft {
  const interval = periodFromServer(tool.periodo) ?? 'MONTHLY';
  return {
    ...common(tool, 'tool', tool.titulo, tool.descricao, interval), currency: tool.moeda, amount: perMonth(tool.amount, interval),
    annualMonthlyAmount: interval === 'YEARLY' ? perMonth(tool.amount, interval) : null, fakeAmount: tool.fake_amount, trialDays: tool.trial_days,
    suggestions: tool.suggestions.map((s) => ({ id: s.id, name: s.name, description: s.description ?? '', amount: s.amount })),
  };
}

function common(
  p: Priced & { id: number; slug: string },
  kind: CheckoutProduct['kind'],
  title: string,
  description: string | null,
  interval: RecurrencePeriod,
): Draft {
  return {
    kind, id: p.id, title, slug: p.slug, description, currency: '', amount: 0, annualMonthlyAmount: null, fakeAmount: null, amountFirstMonth: null,
    trialDays: 0, trialDaysAmount: 0, interval, resources: { domains: 0, subdomains: 0, storageKb: 0 }, tools: [], suggestions: [],
    redirect: p.url_after_payment, firstPaymentToUpline: false, planToActivate: null, domain: null, storageKb: 0, domainExtraQuantity: 0,
    paymentGateways: p.payment_gateways, isThirdParty: false, visible: true, redirOnInactive: null,
  };
}

/**
 * The checkout's product (part 1 §3, part 2 §3): the office price, replaced by the country price for a plan that
 * has one, replaced by the flow's own price when the flow has one (then no crossed-out or first-month price applies).
 * A plan sold ANUAL only gets interval YEARLY and its year price spread over 12 months (half up).
 * Fails with currency_not_available when the product or the plan it activates is in a currency not accepted.
 * Example: toCheckoutProduct({ kind: 'fee', fee }, { flowPrice: { amount: 8100, currency: 'BRL' } }) -> product in BRL 81.00.
 */
export function toCheckoutProduct(source: ProductSource, extras: ProductExtras = {}): ProductBuild {
  const draft = source.kind === 'plan' ? fromPlan(source.plan, extras) : source.kind === 'fee' ? fromFee(source.fee) : fromTool(source.tool);
  const flowPrice = extras.flowPrice ?? null;
  const product: Draft = {
    ...draft,
    ...(flowPrice && {
      amount: flowPrice.amount, currency: flowPrice.currency, annualMonthlyAmount: null, fakeAmount: null, amountFirstMonth: null,
      ...(flowPrice.charged === true && { chargedCurrency: true }),
    }),
    domain: extras.domain ?? draft.domain,
    storageKb: extras.storageKb ?? draft.storageKb,
    domainExtraQuantity: extras.domainExtraQuantity ?? draft.domainExtraQuantity,
  };
  const blocked = currencyBlock(product.currency) ?? (product.planToActivate ? currencyBlock(product.planToActivate.currency) : null);
  if (blocked) return { ok: false, failure: blocked };
  return { ok: true, product: { ...product, currency: product.currency as CurrencyCode } };
}
