import type { BumpSellItem } from '~/domain/bump-sell';
import { FIRST_MONTH_LABEL_KEY, trialLine, type CartTotals } from '~/domain/cart';
import type { CheckoutProduct } from '~/domain/checkout-product';
import type { Coupon } from '~/domain/coupon';
import { formatMoney } from '~/domain/money';
import { defaultToolsShown, quantityDisplay, storageGbFromKb, UNLIMITED_LABEL_KEY, type CartResource } from '~/domain/resources';
import { splitTools, type ToolSelection } from '~/domain/tools';
import type { RecurrencePeriod } from '~/domain/period';
import type { SuggestedTool } from './tools';

/** The period the cart bills and whether the monthly/yearly toggle shows (part 1 §2, §4). */
export interface CartPeriod {
  value: RecurrencePeriod;
  toggle: boolean;
  /** The toggle's choices: Mensal, Anual. */
  options: { value: RecurrencePeriod; labelKey: string }[];
  /** 'Economize anualmente 10%', or null when the yearly price saves less than that (decision 020). */
  savingNoteKey: string | null;
}

/** One line of the totals: a label key with its values and the formatted amount. */
export interface CartLine {
  id: 'subtotal' | 'discount' | 'vat' | 'firstMonth' | 'trial' | 'total';
  labelKey: string;
  labelValues?: Record<string, string | number>;
  text: string;
}

/** A resource line: its label key and the key of its value ('{{value}}', '{{value}} GB' or 'Ilimitado') with the number formatted. */
export interface ResourceLine { key: CartResource; labelKey: string; valueKey: string; values: { value: string } }
export interface PricedItem { id: number; title: string; description: string; priceText: string }

/** The cart as the islands print it; `totals` keeps the cents for the payment step. */
export interface CartView {
  title: string;
  description: string | null;
  /** The price for one billing period (a year's amount when yearly), the crossed-out one likewise, and the period's
   *  label (null for a one-off purchase, decision 020). */
  price: { text: string; fakeText: string | null; periodLabelKey: string | null };
  period: CartPeriod;
  resources: ResourceLine[];
  tools: { shown: { id: number; title: string }[]; more: { id: number; title: string }[] };
  addedTools: PricedItem[];
  suggestions: { pages: PricedItem[][]; page: number; pageCount: number; hasPrevious: boolean; hasNext: boolean };
  bumpSell: { slug: string; title: string; description: string | null; priceText: string; checked: boolean }[];
  lines: CartLine[];
  totals: CartTotals;
}

export interface CartViewInput {
  product: CheckoutProduct;
  /** False for a one-off purchase (isRecurringPurchase): its price carries no period label. */
  recurring: boolean;
  period: CartPeriod;
  /** Per-month price of the product for the period, cents (planAmountForPeriod). */
  planAmount: number;
  totals: CartTotals;
  tools: ToolSelection<SuggestedTool>;
  carousel: { pages: SuggestedTool[][]; page: number; pageCount: number; hasPrevious: boolean; hasNext: boolean };
  bumpSell: readonly BumpSellItem[];
  coupon: Coupon | null;
  vatPercent: number | null;
  /** The locale its numbers and amounts are read in: the page language with the buyer's country (moneyLocale, decision 045). */
  locale: string;
}

const RESOURCE_LABEL_KEYS: Record<CartResource, string> = {
  domains: 'checkout:cart.resources.domains',
  subdomains: 'checkout:cart.resources.subdomains',
  storage: 'checkout:cart.resources.storage',
};

function resourceLines(product: CheckoutProduct, numbers: Intl.NumberFormat): ResourceLine[] {
  const quantities = { domains: product.resources.domains, subdomains: product.resources.subdomains, storage: storageGbFromKb(product.resources.storageKb) };
  return (Object.keys(RESOURCE_LABEL_KEYS) as CartResource[]).flatMap((key): ResourceLine[] => {
    const shown = quantityDisplay(quantities[key]);
    if (shown.kind === 'blank') return [];
    const valueKey = shown.kind === 'unlimited' ? UNLIMITED_LABEL_KEY : key === 'storage' ? 'checkout:cart.resources.storage_gb' : 'checkout:cart.resources.count';
    return [{ key, labelKey: RESOURCE_LABEL_KEYS[key], valueKey, values: { value: shown.kind === 'count' ? numbers.format(shown.value) : '' } }];
  });
}

function totalLines(input: CartViewInput, money: (cents: number) => string, numbers: Intl.NumberFormat): CartLine[] {
  const { charge, firstMonth } = input.totals;
  const vatShown = input.vatPercent !== null;
  const lines: CartLine[] = [];
  if (charge.discount > 0 || vatShown) lines.push({ id: 'subtotal', labelKey: 'checkout:cart.subtotal', text: money(charge.amount) });
  if (charge.discount > 0) lines.push({ id: 'discount', labelKey: 'checkout:cart.discount', labelValues: { code: input.coupon?.code ?? '' }, text: money(-charge.discount) });
  if (vatShown) {
    const percentage = numbers.format(input.vatPercent ?? 0);
    lines.push({ id: 'vat', labelKey: 'checkout:cart.vat', labelValues: { percentage }, text: money(charge.vat) });
  }
  lines.push({ id: 'total', labelKey: 'checkout:cart.total', text: money(charge.total) });
  if (firstMonth) lines.push({ id: 'firstMonth', labelKey: FIRST_MONTH_LABEL_KEY, text: money(firstMonth.total) });
  const trial = trialLine(input.product.trialDays, input.product.trialDaysAmount);
  if (trial) lines.push({ id: 'trial', labelKey: trial.labelKey, labelValues: { count: trial.count }, text: money(trial.amount) });
  return lines;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The locale's formatter of plain numbers (up to two decimals), built once: the cart rebuilds on every store change. */
function plainNumbers(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format;
}

/**
 * Formats the cart's numbers in the buyer's money locale, its amounts with `formatMoney` (the product's slug picks
 * US$ on upwork fees; a charged currency shows as MXN$ and the like).
 * An amount formatMoney refuses prints as '' rather than a wrong number.
 */
export function buildCartView(input: CartViewInput): CartView {
  const { product, totals, locale } = input;
  const money = (cents: number): string => {
    const result = formatMoney({ amount: cents, currency: product.currency }, locale, { slug: product.slug, charged: product.chargedCurrency === true });
    return result.ok ? result.text : '';
  };
  const priced = (tool: SuggestedTool): PricedItem => ({ id: tool.id, title: tool.title, description: tool.description, priceText: money(tool.amount) });
  const numbers = plainNumbers(locale);
  const resources = resourceLines(product, numbers);
  const shownCount = defaultToolsShown({ domains: product.resources.domains, subdomains: product.resources.subdomains, storage: storageGbFromKb(product.resources.storageKb) });
  const split = splitTools(product.tools, shownCount);
  return {
    title: product.title,
    description: product.description,
    // The price reads "<amount> / <period>": for yearly billing that is the year's amount, as charged (part 1 §2:
    // the total is 12 months), never the per-month amount next to "Anual".
    price: {
      text: money(input.planAmount * totals.months),
      fakeText: product.fakeAmount ? money(product.fakeAmount * totals.months) : null,
      periodLabelKey: input.recurring ? totals.periodLabelKey : null,
    },
    period: input.period,
    resources,
    tools: { shown: split.shown.map(({ id, title }) => ({ id, title })), more: split.more.map(({ id, title }) => ({ id, title })) },
    addedTools: input.tools.cart.map(priced),
    suggestions: { ...input.carousel, pages: input.carousel.pages.map((page) => page.map(priced)) },
    bumpSell: input.bumpSell.map((item) => ({ slug: item.slug, title: item.title, description: item.description ?? null, priceText: money(item.price), checked: item.check })),
    lines: totalLines(input, money, numbers),
    totals,
  };
}
