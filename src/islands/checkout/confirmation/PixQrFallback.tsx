import { useMemo } from 'react';
import { qrDrawing } from './qr-code';

/** The drawn QR's side in CSS pixels: the office image's (confirmation.css `.confirmation__qr`). */
export const PIX_QR_SIZE = 240;

/**
 * The pix QR drawn from the copy-paste code when the office's image cannot be shown (decision 046). Its own file,
 * imported only then, so the QR encoder never loads with the checkout or with a pix whose image arrives.
 */
export function PixQrFallback({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => qrDrawing(code), [code]);
  return (
    <svg
      className="confirmation__qr"
      role="img"
      aria-label={label}
      data-testid="pix-qr"
      data-drawn="true"
      viewBox={`0 0 ${size} ${size}`}
      width={PIX_QR_SIZE}
      height={PIX_QR_SIZE}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
