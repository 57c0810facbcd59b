import { describe, expect, it } from 'vitest';
import { LOCALES, PAGE_LANGS, contentLocale, htmlLang, officeLanguage, pickBrowserLocale, textDirection } from './languages';

describe('language mapping (part 1 §1, §9)', () => {
  it.each([
    ['part 1 §9: br maps to pt', 'br', 'pt'],
    ['part 1 §9: us maps to en', 'us', 'en'],
    ['part 1 §9: he maps to iw', 'he', 'iw'],
    ['part 1 §9: il maps to iw', 'il', 'iw'],
    ['a region is dropped', 'pt-BR', 'pt'],
    ['an underscore region is dropped', 'de_AT', 'de'],
  ])('%s', (_name, input, expected) => {
    expect(officeLanguage(input)).toBe(expected);
  });

  it.each([
    ['part 1 §1: pl falls back to en', 'pl', 'en'],
    ['part 1 §1: iw has no texts and shows en', 'he', 'en'],
    ['part 1 §1: pt has its own texts', 'br', 'pt'],
    ['part 1 §1: de has its own texts', 'de-CH', 'de'],
    ['an unknown language shows en', 'xx', 'en'],
  ])('%s', (_name, input, expected) => {
    expect(contentLocale(input)).toBe(expected);
  });

  it.each([
    ['part 1 §1: he is right-to-left', 'he', 'rtl'],
    ['part 1 §1: il is right-to-left', 'il', 'rtl'],
    ['part 1 §1: pt is left-to-right', 'pt', 'ltr'],
  ])('%s', (_name, input, expected) => {
    expect(textDirection(input)).toBe(expected);
  });

  it('writes iw as he in the html lang attribute', () => {
    expect(htmlLang('il')).toBe('he');
    expect(htmlLang('pt')).toBe('pt');
  });

  it.each([
    ['part 1 §1: a pl page is written in English and says so', 'pl', 'en'],
    ['a translated language says its own code', 'de', 'de'],
    ['a browser code with a region', 'fr-CA', 'fr'],
    ['an office language without pages keeps its code', 'nl', 'nl'],
  ])('%s', (_row, code, expected) => {
    expect(htmlLang(code)).toBe(expected);
  });

  it('part 1 §1: every page language declares the language of its texts (a new page language without texts too)', () => {
    expect(PAGE_LANGS.map((lang) => htmlLang(lang))).toEqual(PAGE_LANGS.map((lang) => contentLocale(lang)));
    expect(LOCALES.map((lang) => htmlLang(lang))).toEqual([...LOCALES]);
  });

  it('picks the first supported browser language', () => {
    expect(pickBrowserLocale(['nl-NL', 'fr-FR', 'en'])).toBe('fr');
    expect(pickBrowserLocale(['nl'])).toBe('en');
  });
});
