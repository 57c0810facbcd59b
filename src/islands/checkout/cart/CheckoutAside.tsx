import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { lazyBlock } from '../lazy-block';
import { $aside } from '~/stores/checkout/aside';
import { CartSummary } from './CartSummary';
import { CouponBox } from './CouponBox';
import { InvoiceOwner } from './InvoiceOwner';
import { SecurityConsent } from './SecurityConsent';
import { SponsorBox } from './SponsorBox';
import { TrustStamps } from './TrustStamps';
import './cart.css';

// Blocks only some purchases show are separate chunks, fetched when $aside says they show, so a
// plain plan keeps the checkout's JavaScript budget (DESIGN.md "Performance budgets").
const VatWidget = lazyBlock(() => import('../vat/VatWidget').then((m) => m.VatWidget));
const DomainRegistryDetail = lazyBlock(() => import('./DomainRegistryDetail').then((m) => m.DomainRegistryDetail));
const SuggestionsCarousel = lazyBlock(() => import('./SuggestionsCarousel').then((m) => m.SuggestionsCarousel));
const BumpSellItems = lazyBlock(() => import('./BumpSellItems').then((m) => m.BumpSellItems));

/** Loads every conditional block ahead (component tests render synchronously). */
export async function preloadAsideBlocks(): Promise<void> {
  await Promise.all([VatWidget, DomainRegistryDetail, SuggestionsCarousel, BumpSellItems].map((block) => block.preload()));
}

/**
 * The left column at step 1 (part 1 §2): every block hides itself when its store says so, so this only
 * sets the order. The lead mounts it beside the steps; it is hidden on the confirmation step.
 */
export function CheckoutAside() {
  const aside = useStore($aside);
  return (
    <div className="checkout-aside">
      <InvoiceOwner />
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
