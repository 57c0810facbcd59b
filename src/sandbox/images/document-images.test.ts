import { describe, expect, it } from 'vitest';
import { imageSource } from '~/stores/checkout/confirmation/document-link';
import { boletoBarCodeImage, pixQrImage } from './document-images';

const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

describe("the sandbox gateway's document images (decision 046)", () => {
  it('gives the pix QR as an SVG data URL that step 3 shows', () => {
    const url = pixQrImage('000201010212');
    expect(imageSource(url)).toBe(url);
    expect(svgOf(url)).toMatch(/^<svg [^>]*viewBox="0 0 29 29"[^>]*><rect [^>]*\/><path d="M4 4h7v1h-7z/);
  });

  it("gives the boleto's ITF bar code as an SVG data URL that step 3 shows", () => {
    const url = boletoBarCodeImage('00193373700000001000500940144816060680935031');
    expect(imageSource(url)).toBe(url);
    // Start (2 bars) + 44 digits (22 pairs × 5 bars) + stop (2 bars).
    expect(svgOf(url).match(/M\d+ 0h/g)).toHaveLength(2 + 22 * 5 + 2);
  });
});
