/**
 * The islands' whole i18n: texts arrive already translated as props; this fills their `{{name}}`
 * placeholders (i18next syntax, so the locale files stay the single source). Values are plain text;
 * React escapes them when rendering.
 * @example interpolate('O cupom {{code}} expirou.', { code: 'X' }) === 'O cupom X expirou.'
 */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
