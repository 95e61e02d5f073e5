import { correction, generate } from 'lean-qr/nano';

const QUIET_ZONE = 2;

/**
 * The QR code of the payload as a PNG data URL, black on white with a quiet zone (drawn on a canvas:
 * lean-qr's smallest build, nano, has no image export of its own); null where no canvas is available.
 */
export function qrImage(payload: string, modulePx: number): string | null {
  try {
    const code = generate(payload, { minCorrectionLevel: correction.M });
    const side = (code.size + 2 * QUIET_ZONE) * modulePx;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#000';
    for (let y = 0; y < code.size; y++) {
      for (let x = 0; x < code.size; x++) {
        if (code.get(x, y)) {
          context.fillRect((x + QUIET_ZONE) * modulePx, (y + QUIET_ZONE) * modulePx, modulePx, modulePx);
        }
      }
    }
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
