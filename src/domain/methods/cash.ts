import type { MethodDescriptor } from './descriptor';
import { LATIN_AMERICAN_CURRENCIES, onlyIn } from './provider-choice';

/** Cash at provider U: a voucher paid at a shop (part 2 §2, §3, §4.2, §5). */
export const cash = {
  offer: { currencies: ['ARS', 'MXN', 'COP', 'PEN'], offeredOnTrial: false, offWhen: ['periodCoupon'] },
  provider: onlyIn(LATIN_AMERICAN_CURRENCIES, 'latinAmerican'),
  panel: 'providerForm',
  routes: { latinAmerican: { endpoint: 'provider-u-cash' } },
  ownLabel: true,
  nonRecurring: true,
  twoLetterState: true,
  afterPayment: 'document',
} as const satisfies MethodDescriptor;
