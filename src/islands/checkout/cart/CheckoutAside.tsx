import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $aside } from '~/stores/checkout/aside';
import { CartSummary } from './CartSummary';
import { CouponBox } from './CouponBox';
import { SecurityConsent } from './SecurityConsent';
import { SponsorBox } from './SponsorBox';
import { TrustStamps } from './TrustStamps';
import './cart.css';

// Blocks only some purchases show are separate chunks, fetched when $aside says they show, so a
// plain plan keeps the checkout's JavaScript budget (DESIGN.md "Performance budgets").
const VatWidget = lazy(() => import('../vat/VatWidget').then((m) => ({ default: m.VatWidget })));
const DomainRegistryDetail = lazy(() => import('./DomainRegistryDetail').then((m) => ({ default: m.DomainRegistryDetail })));
const SuggestionsCarousel = lazy(() => import('./SuggestionsCarousel').then((m) => ({ default: m.SuggestionsCarousel })));
const BumpSellItems = lazy(() => import('./BumpSellItems').then((m) => ({ default: m.BumpSellItems })));

/**
 * The left column at step 1 (part 1 §2): every block hides itself when its store says so, so this only
 * sets the order. The lead mounts it beside the steps; it is hidden on the confirmation step.
 */
export function CheckoutAside() {
  const aside = useStore($aside);
  return (
    <div className="checkout-aside">
      <CartSummary />
      <Suspense fallback={null}>
        {aside?.domain && <DomainRegistryDetail />}
        {aside?.suggestions && <SuggestionsCarousel />}
        {aside?.bumpSell && <BumpSellItems />}
        {aside?.vatWidget && <VatWidget />}
      </Suspense>
      <CouponBox />
      <SponsorBox />
      <TrustStamps />
      <SecurityConsent />
    </div>
  );
}
