import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrDrawing, qrModules } from './qr-code';

/** Paints a module grid as RGBA pixels, `scale` pixels a module, as a camera would see the printed code. */
function raster(modules: boolean[][], scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = modules.length * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const v = modules[Math.floor(py / scale)]![Math.floor(px / scale)] ? 0 : 255;
      data.set([v, v, v, 255], (py * width + px) * 4);
    }
  }
  return { data, width };
}

/** The modules the path's rectangles paint (each `M x y h w v1 h-w z`), to check the path against the grid. */
function painted(drawing: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: drawing.size }, () => Array<boolean>(drawing.size).fill(false));
  for (const [, x, y, w] of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

// A pix BR Code as the sandbox gateway makes it (src/sandbox/handlers/payment-answers.ts pixCode).
const PIX = '00020101021226360014br.gov.bcb.pix0114pix@sandbox.test520400005303986540614\
9.005802BR5916SANDBOX CHECKOUT6009SAO PAULO62140510gwsandbox16304A1B2';

describe('qrDrawing (decision 046)', () => {
  it('round-trips a pix copy-paste code through a QR decoder', () => {
    const { data, width } = raster(qrModules(PIX));
    expect(jsQR(data, width, width)?.data).toBe(PIX);
  });

  it('round-trips short and long ASCII texts and digits only (a BR Code is ASCII)', () => {
    for (const text of ['1', '34191790010104351004791020150008199990000014900', 'Sandbox Checkout, Sao Paulo', 'x'.repeat(400)]) {
      const { data, width } = raster(qrModules(text));
      expect(jsQR(data, width, width)?.data).toBe(text);
    }
  });

  it('has the three finder patterns of ISO/IEC 18004 inside a 4-module quiet zone', () => {
    const grid = qrModules('hello');
    // Version 1 is 21 modules: 29 with the quiet zone.
    expect(grid).toHaveLength(21 + 2 * QR_QUIET_ZONE);
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (ox: number, oy: number) => finder.map((_, y) => grid[oy + y]!.slice(ox, ox + 7).map((m) => (m ? '1' : '0')).join(''));
    const q = QR_QUIET_ZONE;
    expect(at(q, q)).toEqual(finder);
    expect(at(q + 14, q)).toEqual(finder);
    expect(at(q, q + 14)).toEqual(finder);
    expect(grid[0]!.some(Boolean) || grid.some((row) => row[0] || row[row.length - 1])).toBe(false);
  });

  it('draws exactly the dark modules as SVG path rectangles', () => {
    const drawing = qrDrawing(PIX);
    expect(drawing.size).toBe(qrModules(PIX).length);
    expect(painted(drawing)).toEqual(qrModules(PIX));
  });
});
