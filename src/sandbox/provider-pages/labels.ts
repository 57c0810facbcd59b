import { htmlLang, isLocale } from '~/i18n/languages';

/**
 * Puts the checkout's labels (query `number`, `expiry`, `cvc`, in the page language) on the frame's fields, and
 * names that language (query `lang`) on the frame's <html>, so a screen reader reads the labels in it; the page's
 * direction (query `dir`) mirrors the fields as the page is mirrored.
 */
const query = new URLSearchParams(location.search);
const lang = query.get('lang') ?? '';
if (isLocale(lang)) document.documentElement.lang = htmlLang(lang);
if (query.get('dir') === 'rtl') document.documentElement.dir = 'rtl';
for (const name of ['number', 'expiry', 'cvc'] as const) {
  const text = query.get(name);
  const label = document.getElementById(`label-${name}`);
  if (text && label) label.textContent = text;
}
