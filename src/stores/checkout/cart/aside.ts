import { computed } from 'nanostores';
import type { Sponsor } from '~/api/account/user-schema';
import { env } from '~/config/env';
import { STAMP_KEYS, stampsVisible } from '~/domain/cart-blocks';
import { showsSponsor } from '~/domain/sponsor-aid';
import { $bumpSellItems } from './bump-sell';
import { $flow, $product, $sponsor } from '../session';
import { $toolSelection } from './tools';
import { $vatVisible } from '../vat/state';

/** Domain being registered or bought, for the domain-registry detail (part 1 §2). */
export interface DomainDetail { name: string; years: number; protectionKey: string }

/** Which blocks the left column shows (part 1 §2); the islands render exactly these. The coupon box is $couponBox.visible. */
export interface AsideBlocks {
  /** Stamp keys in order; empty when the product hides them (ids 63, 64, 65). */
  stampKeys: readonly string[];
  vatWidget: boolean;
  /** The referrer, or null when there is none or it is the company itself (part 1 §1). */
  sponsor: Sponsor | null;
  domain: DomainDetail | null;
  bumpSell: boolean;
  /** The add-ons carousel of tool purchases: while the tool has suggestions left or added. */
  suggestions: boolean;
}

const DOMAIN_FLOWS = new Set(['domainRegistry', 'domainPurchase']);

export const $aside = computed(
  [$product, $flow, $sponsor, $vatVisible, $bumpSellItems, $toolSelection],
  (product, flow, sponsor, vatWidget, bumpSell, tools): AsideBlocks | null => {
    if (!product) return null;
    return {
      stampKeys: stampsVisible(product.id) ? STAMP_KEYS : [],
      vatWidget,
      sponsor: sponsor && showsSponsor(sponsor.aid, env.PUBLIC_COMPANY_AID) ? sponsor : null,
      domain: product.domain && flow && DOMAIN_FLOWS.has(flow.kind)
        ? { name: product.domain.name, years: product.domain.years, protectionKey: product.domain.protection ? 'checkout:registry.protection_on' : 'checkout:registry.protection_off' }
        : null,
      bumpSell: bumpSell.length > 0,
      suggestions: product.kind === 'tool' && tools.suggestions.length + tools.cart.length > 0,
    };
  },
);
