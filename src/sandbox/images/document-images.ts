import { qrDrawing } from '~/islands/checkout/confirmation/qr-code';
import { itfSvg } from './itf';

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The sandbox gateway's pix `qrCodeUrl`: a scannable QR code of the copy-paste code, as an SVG data URL (the CSP's
 * img-src takes `data:`; decision 046). 4 px a module, so a phone camera reads it off the screen.
 */
export function pixQrImage(code: string): string {
  const { size, path } = qrDrawing(code);
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
  );
}

/** The sandbox gateway's boleto `barCodeImage`: the ITF bar code of its 44 digits (FEBRABAN), as an SVG data URL. */
export function boletoBarCodeImage(barCode44: string): string {
  return dataUrl(itfSvg(barCode44));
}
