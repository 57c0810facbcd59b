import { VatWidget } from '../vat/VatWidget';
import { BumpSellItems } from './BumpSellItems';
import { CartSummary } from './CartSummary';
import { CouponBox } from './CouponBox';
import { DomainRegistryDetail } from './DomainRegistryDetail';
import { SecurityConsent } from './SecurityConsent';
import { SponsorBox } from './SponsorBox';
import { SuggestionsCarousel } from './SuggestionsCarousel';
import { TrustStamps } from './TrustStamps';
import './cart.css';

/**
 * The left column at step 1 (part 1 §2): every block hides itself when its store says so, so this only
 * sets the order. The lead mounts it beside the steps; it is hidden on the confirmation step.
 */
export function CheckoutAside() {
  return (
    <div className="checkout-aside">
      <CartSummary />
      <DomainRegistryDetail />
      <SuggestionsCarousel />
      <BumpSellItems />
      <VatWidget />
      <CouponBox />
      <SponsorBox />
      <TrustStamps />
      <SecurityConsent />
    </div>
  );
}
