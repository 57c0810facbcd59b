import { getDomainAuthToken } from '~/api/addons/get-domain-auth-token';
import { getDomainOrder } from '~/api/addons/get-domain-order';
import { getDomainRegisterPrice } from '~/api/addons/get-domain-register-price';
import { getExtraConnectionPrice } from '~/api/addons/get-extra-connection-price';
import { getExtraStoragePrice } from '~/api/addons/get-extra-storage-price';
import { isDomainRenewAvailable } from '~/api/addons/is-domain-renew-available';
import { getCountryPrices } from '~/api/catalog/get-country-prices';
import { convertFromUsd } from '~/api/misc/currency-converter';
import { countryPriceFor, domainClassKey, type ProductExtras } from '~/domain/checkout-product-build';
import { PAUSE_ACCOUNT_FEE_USD_CENTS } from '~/domain/constants';
import { domainRenewalBlock, isChargedAmountFlow } from '~/domain/flow-guards';
import { readParam } from '~/domain/flow-params';
import type { CheckoutFlow } from '~/domain/flows';
import type { LoadFailure } from '~/domain/load-errors';
import { storageKbFor } from '~/domain/resources';
import { $countryPrice, $officeLang } from '../session';
import { describeError, logSwallowed, type FoundProduct, type LoadContext } from './context';

export type FlowExtras = { ok: true; extras: ProductExtras } | { ok: false; failure: LoadFailure };

const extras = (value: ProductExtras): FlowExtras => ({ ok: true, extras: value });

function currencyOf(found: FoundProduct): string {
  return found.kind === 'plan' ? found.plan.moeda : found.kind === 'fee' ? found.fee.currency : found.tool.moeda;
}

async function domainPurchase(found: FoundProduct, domain: string): Promise<FlowExtras> {
  const renewal = await isDomainRenewAvailable(domain);
  const blocked = domainRenewalBlock({ canRenew: renewal.can_renew, message: renewal.message });
  if (blocked) return { ok: false, failure: blocked };
  const fee = found.kind === 'fee' ? found.fee : null;
  const protection = fee?.domainProtection ?? false;
  const price = await getDomainRegisterPrice({ domainClassKey: domainClassKey(domain), privacyProtection: protection, domain });
  return extras({ flowPrice: { amount: price.price, currency: price.currency }, domain: { name: domain, protection, years: fee?.time ?? 1 } });
}

/** The domain-service order (part 1 §4 charged amount, part 2 §3 order data); a failed fetch is error_domain (part 2 §8). */
async function domainRegistry(ctx: LoadContext, found: FoundProduct, order: string): Promise<FlowExtras> {
  let data;
  try {
    data = await getDomainOrder(order, await getDomainAuthToken());
  } catch (error) {
    ctx.failureCause = describeError(error);
    return { ok: false, failure: { code: 'error_domain' } };
  }
  const productId = found.kind === 'plan' ? found.plan.id : found.kind === 'fee' ? found.fee.id : found.tool.id;
  const charged = isChargedAmountFlow({
    currentPlanId: ctx.user?.current_plan?.id ?? null,
    orderedPlanId: productId,
    currencyCharged: data.currency_charged,
  });
  const flowPrice = charged && data.currency_charged
    ? { amount: data.value, currency: data.currency_charged }
    : { amount: data.total_real, currency: data.moeda };
  return extras({ flowPrice, domain: data.domain ? { name: data.domain, protection: false, years: 1 } : null });
}

/** The `country=` price of a plan; a failed lookup is swallowed and logged (part 1 §8), the office price stays. */
async function countryPrice(ctx: LoadContext, found: FoundProduct): Promise<FlowExtras> {
  const country = readParam(ctx.params, 'country');
  $countryPrice.set(null);
  if (country === null || found.kind !== 'plan') return extras({});
  try {
    const entry = countryPriceFor(await getCountryPrices(country, $officeLang.get()), found.plan);
    $countryPrice.set(entry);
    return extras({ countryPrice: entry });
  } catch (error) {
    await logSwallowed(ctx, `country prices of ${country}`, error);
    return extras({});
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
      return domainPurchase(found, flow.domain);
    case 'storage': {
      const price = await getExtraStoragePrice(flow.quantity);
      return extras({ flowPrice: { amount: price.price, currency: price.currency }, storageKb: storageKbFor(flow.quantity, price.package) });
    }
    case 'extraConnection': {
      const price = await getExtraConnectionPrice(flow.quantity);
      return extras({ flowPrice: { amount: price.price, currency: price.currency }, domainExtraQuantity: flow.quantity });
    }
    case 'domainRegistry':
      return domainRegistry(ctx, found, flow.order);
    case 'wordpressCloud': {
      const amount = ctx.orderPrices.wordpress;
      return extras(amount === null ? {} : { flowPrice: { amount, currency: currencyOf(found) } });
    }
    case 'premiumTemplate': {
      const template = ctx.orderPrices.template;
      return extras(template === null ? {} : { flowPrice: { amount: template.amount, currency: currencyOf(found) } });
    }
    case 'pauseAccount':
      return extras({ flowPrice: await convertFromUsd(PAUSE_ACCOUNT_FEE_USD_CENTS, flow.currency) });
    case 'plan':
    case 'bundle':
    case 'fee':
    case 'tool':
      return countryPrice(ctx, found);
  }
}
