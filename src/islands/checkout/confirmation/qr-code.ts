import { correction, generate } from 'lean-qr';

/** The quiet zone ISO/IEC 18004 asks around a QR code: 4 modules on each side. */
export const QR_QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** SVG path data drawing every dark module as a 1×1 square (runs of a row merged into one rectangle). */
  path: string;
}

/**
 * A QR code of `text` (byte or numeric modes as lean-qr picks them, at least error correction M, which pix readers
 * expect of a BR Code) as SVG path data over a grid of modules with its quiet zone (decision 046). Pure: the pix
 * fallback of step 3 draws it inline, the sandbox gateway makes its `qrCodeUrl` image of it.
 * Example: qrDrawing('000201…6304ABCD') -> { size: 53, path: 'M4 4h7v1h-7z…' } (version 9 plus 2 × 4 modules).
 */
export function qrDrawing(text: string): QrDrawing {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const size = code.size + 2 * QR_QUIET_ZONE;
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; ) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size, path };
}

/** Whether the module at (x, y) of a drawing's grid (quiet zone included) is dark; for tests and decoders. */
export function qrModules(text: string): boolean[][] {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const size = code.size + 2 * QR_QUIET_ZONE;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => code.get(x - QR_QUIET_ZONE, y - QR_QUIET_ZONE)),
  );
}
