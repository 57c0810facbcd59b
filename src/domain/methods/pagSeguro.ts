import type { MethodDescriptor } from './descriptor';

/**
 * The sponsor's Brazilian wallet, charged by the office (part 2 §4.2, §4.3): it only ever receives a first payment for
 * the sponsor.
 */
export const pagSeguro = {
  offer: { currencies: ['BRL'], needs: 'sponsorWallet' },
  provider: 'office',
  paysSponsor: true,
  panel: 'sponsorWallet',
  routes: { office: { endpoint: null } },
  hidesCardForms: true,
} as const satisfies MethodDescriptor;
