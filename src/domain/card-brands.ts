/**
 * The card brands the checkout accepts, as part 2 §2 names and spells them (shown on the plans pages, the legacy
 * page and step 2's card panel). The names are the brands' own, not translations.
 */
export const ACCEPTED_CARD_BRANDS = ['Visa', 'Master Card', 'American Express', 'Discover', 'Diners Club'] as const;

export type AcceptedCardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];
