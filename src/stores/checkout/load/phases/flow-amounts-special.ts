import { getDomainAuthToken } from '~/api/addons/get-domain-auth-token';
import { getDomainOrder } from '~/api/addons/get-domain-order';
import { getDomainRegisterPrice } from '~/api/addons/get-domain-register-price';
import { getExtraConnectionPrice } from '~/api/addons/get-extra-connection-price';
import { getExtraStoragePrice } from '~/api/addons/get-extra-storage-price';
import { isDomainRenewAvailable } from '~/api/addons/is-domain-renew-available';
import { convertFromUsd } from '~/api/misc/currency-converter';
import { domainClassKey } from '~/domain/checkout-product-build';
import { PAUSE_ACCOUNT_FEE_USD_CENTS } from '~/domain/constants';
import { domainRenewalBlock, isChargedAmountFlow } from '~/domain/flow-guards';
import type { CheckoutFlow } from '~/domain/flows';
import { storageKbFor } from '~/domain/resources';
import { describeError, type FoundProduct, type LoadContext } from './context';
import { extras, type FlowExtras } from './flow-extras';

/*
 * The amounts of the flows most buyers never take (domain purchase, storage, extra connection, domain
 * registry, account pause), loaded on demand by flow-amounts.ts so a plan's checkout does not carry them.
 */

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
    ? { amount: data.value, currency: data.currency_charged, charged: true }
    : { amount: data.total_real, currency: data.moeda };
  return extras({ flowPrice, domain: data.domain ? { name: data.domain, protection: false, years: 1 } : null });
}

/** The flow's own amounts for the on-demand flows (part 1 §4, §5, §9; part 2 §3, §7). */
export async function specialFlowExtras(ctx: LoadContext, flow: CheckoutFlow, found: FoundProduct): Promise<FlowExtras> {
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
    case 'pauseAccount':
      return extras({ flowPrice: { ...(await convertFromUsd(PAUSE_ACCOUNT_FEE_USD_CENTS, flow.currency)), charged: true } });
    default:
      return extras({});
  }
}
