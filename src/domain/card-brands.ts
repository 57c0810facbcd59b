/**
 * The card brands the checkout accepts, as part 2 §2 names and spells them (shown on the plans pages, the legacy
 * page and step 2's card panel). The names are the brands' own, not translations.
 */
export const ACCEPTED_CARD_BRANDS = ['Visa', 'Master Card', 'American Express', 'Discover', 'Diners Club'] as const;

export type AcceptedCardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

/** Brand ids (the office's saved cards, Adyen's brand ids) whose owners spell them other than as a capitalised id. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express', american_express: 'American Express', mc: 'Mastercard', master: 'Mastercard',
  diners: 'Diners Club', dinersclub: 'Diners Club', jcb: 'JCB', cartebancaire: 'Carte Bancaire', bcmc: 'Bancontact',
};

/**
 * A card brand as its owner spells it (part 2 §3 saved cards carry a brand id such as 'visa'): the table above,
 * else the id capitalised ('visa' -> 'Visa', 'elo' -> 'Elo', 'hipercard' -> 'Hipercard'); anything else as given.
 * Example: cardBrandName('amex') === 'American Express'; cardBrandName('MasterCard') === 'Mastercard'.
 */
export function cardBrandName(brand: string): string {
  const id = brand.trim().toLowerCase();
  return BRAND_NAMES[id] ?? (/^[a-z]+$/.test(id) ? id.charAt(0).toUpperCase() + id.slice(1) : brand);
}
