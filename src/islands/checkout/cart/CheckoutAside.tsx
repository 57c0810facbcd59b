import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { holdFirstPaint } from '../first-paint';
import { lazyBlock } from '../lazy-block';
import { $aside } from '~/stores/checkout/cart/aside';
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

/** The conditional blocks by the $aside flag that shows them. */
const ASIDE_BLOCKS = { domain: DomainRegistryDetail, suggestions: SuggestionsCarousel, bumpSell: BumpSellItems, vatWidget: VatWidget } as const;

/** Loads every conditional block ahead (component tests render synchronously). */
export async function preloadAsideBlocks(): Promise<void> {
  await Promise.all(Object.values(ASIDE_BLOCKS).map((block) => block.preload()));
}

/**
 * Starts fetching the blocks the aside will show as soon as the load knows them (the product is known before the
 * load ends); the ready checkout first paints with them (holdFirstPaint), so nothing under them jumps (layout shift:
 * 0.35 at 360 px on a tool purchase, where the carousel pushed the coupon box down). Returns the unsubscribe function.
 */
export function preloadShownAsideBlocks(): () => void {
  const started = new Set<string>();
  return $aside.subscribe((aside) => {
    if (!aside) return;
    for (const [name, block] of Object.entries(ASIDE_BLOCKS)) {
      if (!aside[name as keyof typeof ASIDE_BLOCKS] || started.has(name)) continue;
      started.add(name);
      holdFirstPaint(block.preload());
    }
  });
}

/**
 * Whose invoice it is, the order summary and the VAT widget: in two columns the top of the left column, on a
 * phone what comes before the step. The VAT widget belongs to step 1 there: a EUR purchase cannot go on to
 * payment before it is answered (part 1 §4), so it stays above Continuar (docs/decisions/022).
 */
export function CheckoutAsideSummary() {
  const aside = useStore($aside);
  return (
    <div className="checkout-aside checkout-aside--summary">
      <InvoiceOwner />
      <CartSummary />
      <Suspense fallback={null}>{aside?.vatWidget && <VatWidget />}</Suspense>
    </div>
  );
}

/** The left column's other blocks: in two columns under the summary, on a phone under the step's form. */
export function CheckoutAsideBlocks() {
  const aside = useStore($aside);
  return (
    <div className="checkout-aside checkout-aside--blocks">
      <Suspense fallback={null}>
        {aside?.domain && <DomainRegistryDetail />}
        {aside?.suggestions && <SuggestionsCarousel />}
        {aside?.bumpSell && <BumpSellItems />}
      </Suspense>
      <CouponBox />
      <SponsorBox />
      <TrustStamps />
      <SecurityConsent />
    </div>
  );
}

/**
 * The whole left column at step 1 (part 1 §2), for the workbench and component tests: every block hides itself
 * when its store says so, so this only sets the order. The ready checkout mounts its two parts around the step
 * (ReadyView), so on a phone the step's form comes right after the folded summary, in reading and tab order too.
 */
export function CheckoutAside() {
  return (
    <div className="checkout-aside">
      <CheckoutAsideSummary />
      <CheckoutAsideBlocks />
    </div>
  );
}
