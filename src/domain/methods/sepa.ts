import type { MethodDescriptor } from './descriptor';
import { onlyIn } from './provider-choice';

/** SEPA direct debit at provider A: owner name and IBAN, with the address (part 2 §4.2, §5, §7). */
export const sepa = {
  offer: { currencies: ['EUR'], offeredOnTrial: false, offForSlugs: ['promocao1euro', 'promotion-plan-59-eur'] },
  provider: onlyIn(['EUR'], 'european'),
  panel: 'providerForm',
  routes: { european: { endpoint: 'sepa', address: true } },
  addressBlock: true,
} as const satisfies MethodDescriptor;
