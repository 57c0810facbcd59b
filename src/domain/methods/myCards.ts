import type { MethodDescriptor } from './descriptor';

/** The buyer's saved cards, debited by the office on the card's own gateway (part 2 §4.2, §4.3, §7 "Saved card"). */
export const myCards = {
  offer: { excludedCurrencies: ['EUR'], needs: 'savedCardInCurrency' },
  provider: 'office',
  panel: 'savedCards',
  routes: 'any',
  hidesCardForms: true,
} as const satisfies MethodDescriptor;
