import { afterEach, describe, expect, it } from 'vitest';
import { $dir, resolvePageLanguage, setPageLanguage } from './language';
import { $lang, $officeLang } from './session';

describe('resolvePageLanguage (part 1 §1, §9)', () => {
  it.each([
    ['part 1 §1: the user office language comes first', 'es', ['pt-BR'], { locale: 'es', officeLang: 'es', dir: 'ltr' }],
    ['part 1 §9: the office code br maps to pt', 'br', ['en'], { locale: 'pt', officeLang: 'pt', dir: 'ltr' }],
    ['part 1 §9: us maps to en', 'us', [], { locale: 'en', officeLang: 'en', dir: 'ltr' }],
    ['part 1 §1: a visitor gets the browser language', null, ['de-DE', 'en'], { locale: 'de', officeLang: 'de', dir: 'ltr' }],
    ['part 1 §9: he maps to iw, right-to-left, English texts', null, ['he-IL'], { locale: 'en', officeLang: 'iw', dir: 'rtl' }],
    ['part 1 §1: il is right-to-left too', 'il', [], { locale: 'en', officeLang: 'iw', dir: 'rtl' }],
    ['part 1 §1: pl falls back to English texts', null, ['pl-PL', 'pt'], { locale: 'en', officeLang: 'pl', dir: 'ltr' }],
    ['part 1 §9: nothing known means en', '', [], { locale: 'en', officeLang: 'en', dir: 'ltr' }],
  ])('%s', (_row, userLang, browserLanguages, expected) => {
    expect(resolvePageLanguage({ userLang, browserLanguages })).toEqual(expected);
  });
});

describe('setPageLanguage', () => {
  afterEach(() => setPageLanguage({ locale: 'en', officeLang: 'en', dir: 'ltr' }));

  it('part 1 §1: writes the three language stores together', () => {
    setPageLanguage(resolvePageLanguage({ userLang: 'he', browserLanguages: [] }));
    expect([$lang.get(), $officeLang.get(), $dir.get()]).toEqual(['en', 'iw', 'rtl']);
  });
});
