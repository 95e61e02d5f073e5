import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** Reads the QR code the card page drew, the way a scanner would (jsQR over the image's pixels). */
export async function decodeCardQr(page: Page): Promise<string> {
  const image = page.getByTestId('card-qr');
  await expect(image).toBeVisible();
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  const result = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size);
  if (!result) throw new Error('the card QR code could not be decoded');
  return result.data;
}
