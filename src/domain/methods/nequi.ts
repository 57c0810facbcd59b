import type { MethodDescriptor } from './descriptor';
import { LATIN_AMERICAN_CURRENCIES, onlyIn } from './provider-choice';

/** Nequi at provider U: the Colombian wallet, paid at its own page (part 2 §2, §3, §4.2, §5). */
export const nequi = {
  offer: { currencies: ['COP'], offeredOnTrial: false, offWhen: ['periodCoupon'] },
  provider: onlyIn(LATIN_AMERICAN_CURRENCIES, 'latinAmerican'),
  panel: 'providerForm',
  routes: { latinAmerican: { endpoint: 'provider-u-nequi' } },
  ownLabel: true,
  nonRecurring: true,
  twoLetterState: true,
  afterPayment: 'document',
} as const satisfies MethodDescriptor;
