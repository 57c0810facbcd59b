import type { MethodDescriptor } from './descriptor';
import { onlyIn } from './provider-choice';

/** Pix at provider B: a QR code, paid within minutes, confirmed by the notification (part 2 §2, §4.2, §4.4). */
export const pix = {
  offer: { currencies: ['BRL'], offeredOnTrial: false, offForFlows: ['bundle'] },
  provider: onlyIn(['BRL'], 'brazilian'),
  panel: 'providerForm',
  routes: { brazilian: { endpoint: 'provider-b-pix' } },
  ownLabel: true,
  nonRecurring: true,
  afterPayment: 'pixWait',
} as const satisfies MethodDescriptor;
