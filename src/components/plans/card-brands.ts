import { ACCEPTED_CARD_BRANDS, type AcceptedCardBrand } from '~/domain/card-brands';

/**
 * The accepted card brands of the plans pages, drawn as simple text badges (no brand artwork). Colours are
 * generic, chosen for contrast with white text.
 */
const BADGES: Record<AcceptedCardBrand, { short: string; color: string }> = {
  Visa: { short: 'VISA', color: '#1a1f71' },
  'Master Card': { short: 'MASTER CARD', color: '#7c2d12' },
  'American Express': { short: 'AMEX', color: '#0b5394' },
  Discover: { short: 'DISCOVER', color: '#9a3412' },
  'Diners Club': { short: 'DINERS CLUB', color: '#1e3a5f' },
};

export const CARD_BRANDS = ACCEPTED_CARD_BRANDS.map((name) => ({ name, ...BADGES[name] }));
