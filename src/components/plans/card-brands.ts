/**
 * The accepted card brands of the plans pages, drawn as simple text badges (no brand artwork): the name
 * is the brand's own, not a translation. Colours are generic, chosen for contrast with white text.
 */
export const CARD_BRANDS = [
  { name: 'Visa', short: 'VISA', color: '#1a1f71' },
  { name: 'Master Card', short: 'MASTER CARD', color: '#7c2d12' },
  { name: 'American Express', short: 'AMEX', color: '#0b5394' },
  { name: 'Discover', short: 'DISCOVER', color: '#9a3412' },
  { name: 'Diners Club', short: 'DINERS CLUB', color: '#1e3a5f' },
] as const;
