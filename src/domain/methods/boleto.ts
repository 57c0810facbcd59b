import type { MethodDescriptor } from './descriptor';
import { onlyIn } from './provider-choice';

/** The boleto at provider B: a bank slip with its bar code, with the address (part 2 §2, §3, §4.2, §5). */
export const boleto = {
  offer: { currencies: ['BRL'], offeredOnTrial: false, offForFlows: ['bundle'], offWhen: ['fullDiscountCoupon', 'periodCoupon'] },
  provider: onlyIn(['BRL'], 'brazilian'),
  panel: 'providerForm',
  routes: { brazilian: { endpoint: 'provider-b-boleto', address: true } },
  ownLabel: true,
  nonRecurring: true,
  addressBlock: true,
  afterPayment: 'document',
} as const satisfies MethodDescriptor;
