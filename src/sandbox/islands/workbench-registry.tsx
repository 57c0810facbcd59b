import type { ComponentType } from 'react';
import { StepOne } from '~/islands/checkout/account/StepOne';
import { BumpSellItems } from '~/islands/checkout/cart/BumpSellItems';
import { CartSummary } from '~/islands/checkout/cart/CartSummary';
import { CheckoutAside } from '~/islands/checkout/cart/CheckoutAside';
import { CouponBox } from '~/islands/checkout/cart/CouponBox';
import { DomainRegistryDetail } from '~/islands/checkout/cart/DomainRegistryDetail';
import { SponsorBox } from '~/islands/checkout/cart/SponsorBox';
import { SuggestionsCarousel } from '~/islands/checkout/cart/SuggestionsCarousel';
import { TrustStamps } from '~/islands/checkout/cart/TrustStamps';
import { StepHeader } from '~/islands/checkout/steps/StepHeader';
import { VatWidget } from '~/islands/checkout/vat/VatWidget';
import { PaymentDoneStep, PaymentStep } from '~/islands/checkout/views/PaymentStep';
import { ReadyView } from '~/islands/checkout/views/ReadyView';

/** Every checkout island QA can open alone on /sandbox/workbench?island=<name>. */
export const WORKBENCH_ISLANDS: Record<string, { component: ComponentType; slug: string; note: string }> = {
  checkout: { component: ReadyView, slug: 'premium-plus-plan', note: 'the whole loaded checkout' },
  steps: { component: StepHeader, slug: 'premium-plus-plan', note: 'step header with Voltar' },
  account: { component: StepOne, slug: 'premium-plus-plan', note: 'step 1: registration, login, account card' },
  aside: { component: CheckoutAside, slug: 'premium-plus-plan', note: 'the whole left column' },
  cart: { component: CartSummary, slug: 'premium-plus-plan', note: 'order summary, period toggle, totals' },
  coupon: { component: CouponBox, slug: 'premium-plus-plan', note: 'coupon box (try OFF10, EXPIRED)' },
  vat: { component: VatWidget, slug: 'premium-plan-59-eur', note: 'VAT widget (EUR; try sandbox-user=de)' },
  stamps: { component: TrustStamps, slug: 'premium-plus-plan', note: 'trust stamps' },
  sponsor: { component: SponsorBox, slug: 'premium-plus-plan', note: 'sponsor box (add aid=777)' },
  suggestions: { component: SuggestionsCarousel, slug: 'funnel-builder-tool', note: 'suggested tools, 3 per page' },
  registry: { component: DomainRegistryDetail, slug: 'domain-registry', note: 'domain registry detail (order=ORD-1001, sandbox-user=br)' },
  bump: { component: BumpSellItems, slug: 'upwork-fee-usd', note: 'bump-sell items offered with a fee' },
  // Through PaymentStep, as in the checkout: it loads the step's code and its texts (the payment namespace) first.
  methods: { component: PaymentStep, slug: 'premium-plus-plan', note: 'payment methods offered (step 2)' },
  // Step 3 as the checkout shows it (its code and texts load first); a named state brings a pending payment.
  confirmation: { component: PaymentDoneStep, slug: 'premium-plus-plan', note: 'step 3: the confirmation (its named states show each pending document)' },
};
