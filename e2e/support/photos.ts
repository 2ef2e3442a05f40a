/** A product's photo as the owner adds it in the specs: a JPEG the browser draws, and the page's file input. */
import type { Page } from '@playwright/test';

/** A JPEG drawn by the browser (a camera's size and aspect), as a file the input can take. */
export async function generatedJpeg(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 2000, 1500);
    context.fillStyle = '#ffffff';
    context.fillRect(500, 400, 1000, 700);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** The owner's file input on a product's page. */
export const photoInput = (page: Page) => page.getByLabel('Foto del producto');
