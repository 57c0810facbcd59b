import type { MethodDescriptor } from './descriptor';
import { LATIN_AMERICAN_CURRENCIES, onlyIn } from './provider-choice';

/**
 * The bank transfer at provider U (part 2 §2, §3, §4.2, §9): in MXN a SPEI slip, shown as a document; in COP the PSE
 * form, whose answer is the bank's page, reached by the countdown. A COP transfer's pending payment is not shown again
 * (resume-pending.ts): its screen would send the buyer straight to the bank.
 */
export const bankTransfer = {
  offer: { currencies: ['MXN', 'COP'], offeredOnTrial: false, offWhen: ['periodCoupon'] },
  provider: onlyIn(LATIN_AMERICAN_CURRENCIES, 'latinAmerican'),
  panel: 'providerForm',
  routes: { latinAmerican: { endpoint: 'provider-u-bank-transfer' } },
  ownLabel: true,
  nonRecurring: true,
  twoLetterState: true,
  afterPayment: (currency) => (currency === 'MXN' ? 'document' : 'countdown'),
} as const satisfies MethodDescriptor;
