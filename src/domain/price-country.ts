/**
 * Whose country prices the checkout uses for `country=` (part 1 §2, §3 country prices; §5 "BRL only for users in
 * Brazil"; decision 019). A plans page in Portuguese links `country=br` (decision 005), but BRL is for buyers in
 * Brazil only: a visitor elsewhere gets their own country's prices, announced, instead of the BRL notice. When their
 * country has no price for the plan, the spec's default price country `us` is used.
 * Example: priceCountryFor({ asked: 'br', visitorCountry: 'PT', allowedBrl: false }) -> { country: 'pt', replaced: true }.
 */
export const DEFAULT_PRICE_COUNTRY = 'us';

export interface PriceCountryInput {
  /** The `country=` of the link, lower case. */
  asked: string;
  /** ISO code of the visitor's country (locale by IP, else the account's); null when unknown. */
  visitorCountry: string | null;
  /** allowed-brl=1 keeps BRL for anyone (part 1 §5). */
  allowedBrl: boolean;
}

export function priceCountryFor(input: PriceCountryInput): { country: string; replaced: boolean } {
  const asked = input.asked.toLowerCase();
  const visitor = input.visitorCountry?.trim().toLowerCase() || null;
  if (asked !== 'br' || input.allowedBrl || visitor === null || visitor === 'br') return { country: asked, replaced: false };
  return { country: visitor, replaced: true };
}
