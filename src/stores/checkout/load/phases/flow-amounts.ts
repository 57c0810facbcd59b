import { getCountryPrices } from '~/api/catalog/get-country-prices';
import { countryPriceFor, type ProductExtras } from '~/domain/checkout-product-build';
import { readParam } from '~/domain/flow-params';
import type { CheckoutFlow } from '~/domain/flows';
import type { LoadFailure } from '~/domain/load-errors';
import { DEFAULT_PRICE_COUNTRY, priceCountryFor } from '~/domain/price-country';
import { $countryPrice, $officeLang, $priceCountry } from '../../session';
import { localeByIp } from './early-calls';
import { logSwallowed, type FoundProduct, type LoadContext } from './context';

import { currencyOf, extras, type FlowExtras } from './flow-extras';

export type { FlowExtras } from './flow-extras';

/**
 * The `country=` price of a plan; a failed lookup is swallowed and logged (part 1 §8), the office price stays.
 * Brazilian prices asked for a visitor outside Brazil become the visitor's own (or the default `us`), announced in
 * the cart (decision 019), so a plans-page link never ends at the BRL notice.
 */
async function countryPrice(ctx: LoadContext, found: FoundProduct): Promise<FlowExtras> {
  const asked = readParam(ctx.params, 'country');
  $countryPrice.set(null);
  $priceCountry.set(null);
  if (asked === null || found.kind !== 'plan') return extras({});
  const choice = priceCountryFor({ asked, visitorCountry: await visitorCountry(ctx), allowedBrl: ctx.options.allowedBrl });
  try {
    let country = choice.country;
    let entry = countryPriceFor(await getCountryPrices(country, $officeLang.get()), found.plan);
    if (choice.replaced && entry === null && country !== DEFAULT_PRICE_COUNTRY) {
      country = DEFAULT_PRICE_COUNTRY;
      entry = countryPriceFor(await getCountryPrices(country, $officeLang.get()), found.plan);
    }
    $countryPrice.set(entry);
    if (choice.replaced && entry !== null) $priceCountry.set({ country: country.toUpperCase(), replaced: true });
    return extras({ countryPrice: entry });
  } catch (error) {
    await logSwallowed(ctx, `country prices of ${choice.country}`, error);
    return extras({});
  }
}

/** The visitor's country for the BRL rule: locale by IP (asked once per load), else the account's; null when unknown. */
async function visitorCountry(ctx: LoadContext): Promise<string | null> {
  try {
    return (await localeByIp(ctx)).country_code;
  } catch {
    return ctx.user?.country ?? null;
  }
}

/**
 * The flow's own amounts (part 1 §4, §5, §9; part 2 §3, §7): domain price after the renewal check, storage and
 * connection prices by quantity, the domain order (charged amount), the WordPress order and template prices,
 * the pause fee converted from USD; plans and bundles may take a country price.
 */
export async function flowExtras(ctx: LoadContext, flow: CheckoutFlow, found: FoundProduct): Promise<FlowExtras> {
  switch (flow.kind) {
    case 'domainPurchase':
    case 'storage':
    case 'extraConnection':
    case 'domainRegistry':
    case 'pauseAccount': {
      // Flows most buyers never take load their calls on demand (DESIGN.md budget for the checkout's JS).
      const { specialFlowExtras } = await import('./flow-amounts-special');
      return specialFlowExtras(ctx, flow, found);
    }
    case 'wordpressCloud': {
      const amount = ctx.orderPrices.wordpress;
      return extras(amount === null ? {} : { flowPrice: { amount, currency: currencyOf(found) } });
    }
    case 'premiumTemplate': {
      const template = ctx.orderPrices.template;
      return extras(template === null ? {} : { flowPrice: { amount: template.amount, currency: currencyOf(found) } });
    }
    case 'plan':
    case 'bundle':
    case 'fee':
    case 'tool':
      return countryPrice(ctx, found);
  }
}
