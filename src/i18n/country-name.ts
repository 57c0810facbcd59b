/**
 * A country's name in a language, from the browser's (or Node's) Intl data; null when Intl does not know the code
 * or the language. Example: countryName('BR', 'pt') === 'Brasil'.
 */
export function countryName(code: string, lang: string): string | null {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}
