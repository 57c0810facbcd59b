/** Only the digits of a string. Example: onlyDigits('123.456.789-09') === '12345678909'. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
