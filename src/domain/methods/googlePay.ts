import type { MethodDescriptor } from './descriptor';

/** The browser's wallet (Google Pay, Apple Pay) through provider S's payment request button (part 2 §2, §4.2, §4.4). */
export const googlePay = {
  offer: { offeredOnTrial: false, offWhen: ['periodCoupon'], needs: 'wallet' },
  provider: 'international',
  panel: 'wallet',
  routes: { international: { endpoint: null } },
  noContinueButton: true,
  nonRecurring: true,
} as const satisfies MethodDescriptor;
