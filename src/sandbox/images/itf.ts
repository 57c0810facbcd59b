/**
 * Interleaved 2 of 5 (ITF, ISO/IEC 16390), the symbology of a boleto's bar code (FEBRABAN). Each digit is five
 * elements, two of them wide; digits go in pairs, the first drawn by the five bars, the second by the five spaces
 * between them. Start: narrow bar, space, bar, space; stop: wide bar, narrow space, narrow bar.
 */
export const ITF_DIGITS: readonly string[] = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** Wide elements are 3 narrow ones wide (ITF allows 2.25 to 3; FEBRABAN's boleto uses 1:3). */
export const ITF_WIDE = 3;
/** The quiet zone each side, in narrow widths (ISO/IEC 16390 asks at least 10). */
export const ITF_QUIET = 10;

/**
 * The element widths of `digits` in narrow units, bar first, bars and spaces alternating, start and stop included.
 * An odd count or a non-digit is a programming error: ITF encodes pairs of digits only.
 * Example: itfWidths('12') -> [1,1,1,1, 3,1,1,3,1,1,1,1,3,3, 3,1,1] (1 = wnnnw in the bars, 2 = nwnnw in the spaces).
 */
export function itfWidths(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error(`ITF encodes an even number of digits, got "${digits}"`);
  const width = (element: string) => (element === 'w' ? ITF_WIDE : 1);
  const widths = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_DIGITS[Number(digits[i])]!;
    const spaces = ITF_DIGITS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k += 1) widths.push(width(bars[k]!), width(spaces[k]!));
  }
  widths.push(ITF_WIDE, 1, 1);
  return widths;
}

/**
 * An SVG image of the ITF bar code of `digits` (quiet zones included), `height` narrow units tall, white behind.
 * Example: itfSvg('00') starts with '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 50"'.
 */
export function itfSvg(digits: string, height = 50): string {
  const widths = itfWidths(digits);
  let x = ITF_QUIET;
  let path = '';
  widths.forEach((w, i) => {
    if (i % 2 === 0) path += `M${x} 0h${w}v${height}h-${w}z`;
    x += w;
  });
  const total = x + ITF_QUIET;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${height}" width="${total * 2}" height="${height * 2}" preserveAspectRatio="none" shape-rendering="crispEdges"><rect width="${total}" height="${height}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
