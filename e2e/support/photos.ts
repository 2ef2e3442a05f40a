/** A product's photo as the owner adds it in the specs: a JPEG the browser draws, and the page's file input. */
import { expect, type Page } from '@playwright/test';

/** A JPEG drawn by the browser (by default a camera's size and aspect), as a file the input can take. */
export async function generatedJpeg(page: Page, colour: string, width = 2000, height = 1500): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ fill, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { fill: colour, width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** The owner's file input on a product's page. */
export const photoInput = (page: Page) => page.getByLabel('Foto del producto');

/** Quitar foto, answered «Sí» (it asks first), until the page says it is done. */
export async function removePhoto(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await page
    .getByRole('group', { name: /^¿Quitar la foto\?/ })
    .getByRole('button', { name: 'Sí, quitar la foto' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Foto quitada.' })).toBeVisible();
}
