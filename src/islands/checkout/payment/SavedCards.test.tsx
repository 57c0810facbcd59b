// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { PRODUCTS, sandboxUser, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { SavedCards } from './SavedCards';

afterEach(cleanup);

function renderCards(lang: Locale, brands: string[]) {
  const user = sandboxUser('saved-cards-en');
  const cards = brands.map((brand, i) => ({ ...user.credit_cards[0]!, brand, last_four_digits: `424${i}`, token: `card_${i}` }));
  seedCheckout({ product: PRODUCTS.premiumPlus(), lang, user: { ...user, credit_cards: cards } });
  render(<TestI18n lang={lang}><SavedCards /></TestI18n>);
}

describe('<SavedCards /> (part 2 §3 saved cards; decision 045: brands as their owners spell them)', () => {
  it.each([
    ['pt', ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'jcb'], ['Visa final 4240', 'Mastercard final 4241', 'American Express final 4242', 'Elo final 4243', 'Hipercard final 4244', 'Diners Club final 4245', 'JCB final 4246']],
    ['en', ['visa', 'Some Card'], ['Visa ending in 4240', 'Some Card ending in 4241']],
  ] as const)('in %s', (lang, brands, names) => {
    renderCards(lang, [...brands]);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('span')?.textContent)).toEqual(names);
  });
});
