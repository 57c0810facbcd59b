import type { MethodDescriptor } from './descriptor';
import { LATIN_AMERICAN_CURRENCIES, onlyIn } from './provider-choice';

/** Yape at provider U: the Peruvian wallet, approved with its code in the panel (part 2 §2, §3, §4.2, §5). */
export const yape = {
  offer: { currencies: ['PEN'], offeredOnTrial: false },
  provider: onlyIn(LATIN_AMERICAN_CURRENCIES, 'latinAmerican'),
  panel: 'providerForm',
  routes: { latinAmerican: { endpoint: 'provider-u-yape' } },
  ownLabel: true,
  nonRecurring: true,
  twoLetterState: true,
} as const satisfies MethodDescriptor;
