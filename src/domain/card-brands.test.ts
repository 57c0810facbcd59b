import { describe, expect, it } from 'vitest';
import { cardBrandName } from '~/domain/card-brands';

describe('cardBrandName (part 2 §3 saved cards; brands in their owners\' spelling)', () => {
  it.each([
    ['the office\'s visa is Visa', 'visa', 'Visa'],
    ['mastercard is Mastercard', 'mastercard', 'Mastercard'],
    ['an old MasterCard spelling is today\'s Mastercard', 'MasterCard', 'Mastercard'],
    ['Adyen\'s mc is Mastercard', 'mc', 'Mastercard'],
    ['amex is American Express', 'amex', 'American Express'],
    ['diners is Diners Club', 'diners', 'Diners Club'],
    ['elo is Elo', 'elo', 'Elo'],
    ['hipercard is Hipercard', 'hipercard', 'Hipercard'],
    ['discover is Discover', 'discover', 'Discover'],
    ['jcb is JCB', 'jcb', 'JCB'],
    ['Adyen\'s cartebancaire is Carte Bancaire', 'cartebancaire', 'Carte Bancaire'],
    ['Adyen\'s bcmc is Bancontact', 'bcmc', 'Bancontact'],
    ['a name already spelled stays', 'Visa', 'Visa'],
    ['an unknown name with spaces stays as given', 'Some Card', 'Some Card'],
  ])('%s', (_row, brand, expected) => {
    expect(cardBrandName(brand)).toBe(expected);
  });
});
