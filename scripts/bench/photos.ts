/**
 * A product photo as visitors get it: the owner gives the first product a photo from its page, as on a
 * phone (a 12-megapixel JPEG drawn in the browser, harder to compress than a shop photo), then each size
 * the pages use is fetched through Hosting and held to its limit.
 */
import { chromium, type Page } from 'playwright-core';
import { photoPath, photoWidths, photoFormats } from '@frio/shared/catalogue/photo';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { chromeFlags, kb, site } from './browser.ts';
import { firstProductPath, measureFirstPaint, type FirstPaintRow } from './first-paint.ts';
import { flags } from './flags.ts';
import type { Measurement } from './measurement.ts';

/** The most a served size may weigh (bytes): a card's thumbnail and the product page's photo. */
const limits: Partial<Record<number, number>> = { [photoWidths.tarjeta]: 20_000, [photoWidths.pagina]: 150_000 };

interface PhotoRow {
  width: number;
  format: string;
  bytes: number;
  limit?: number;
}

/** A phone camera's JPEG: a gradient, thousands of shapes and per-pixel grain, 4000 × 3000, quality 0.92. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#8a9bb0');
    gradient.addColorStop(1, '#3b4a2f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    // Detail at every scale (a shelf of parts, labels, reflections): what survives the resize to 320 px.
    for (let i = 0; i < 6000; i += 1) {
      context.fillStyle = `hsla(${Math.random() * 360}, 60%, ${20 + Math.random() * 60}%, 0.6)`;
      const size = 4 + Math.random() ** 3 * 300;
      context.fillRect(Math.random() * 4000, Math.random() * 3000, size, size * (0.3 + Math.random()));
    }
    const image = context.getImageData(0, 0, 4000, 3000);
    const pixels = image.data;
    for (let i = 0; i < pixels.length; i += 1) if (i % 4 !== 3) pixels[i] = pixels[i]! + (Math.random() - 0.5) * 24;
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** Signs in as the owner, saves a photo on the product page at `path`; its served address (key, stamp). */
async function addPhoto(path: string): Promise<{ key: string; stamp: number; chosenBytes: number }> {
  const browser = await chromium.launch({ executablePath: requireChromiumPath(), args: chromeFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site}/login?next=${encodeURIComponent(path)}`);
    const form = page.getByRole('form', { name: 'Ingresar' });
    await form.getByLabel('Email').fill(demoOwner.email);
    await form.getByLabel('Contraseña').fill(demoOwner.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    const input = page.getByLabel('Foto del producto');
    await input.waitFor({ timeout: 30_000 });
    const jpeg = await cameraJpeg(page);
    await input.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await page.getByText('Foto guardada.').waitFor({ timeout: 60_000 });
    const src = await page.getByRole('main').locator('picture img').first().getAttribute('src');
    const address = /^\/foto\/([^/]+)\/(\d+)-\d+\.jpg$/.exec(src ?? '');
    if (!address) throw new Error(`the product page shows no photo address after saving (${src})`);
    return { key: address[1]!, stamp: Number(address[2]), chosenBytes: jpeg.length };
  } finally {
    await browser.close();
  }
}

interface PhotoFigures {
  path: string;
  chosenBytes: number;
  rows: PhotoRow[];
  /** The product page with the photo against its static floor. */
  firstPaint: FirstPaintRow;
}

export const photosMeasurement: Measurement<PhotoFigures> = {
  key: 'photos',
  async measure() {
    const path = await firstProductPath(site);
    const { key, stamp, chosenBytes } = await addPhoto(path);
    const rows: PhotoRow[] = [];
    for (const width of Object.values(photoWidths))
      for (const format of photoFormats) {
        const answer = await fetch(`${site}${photoPath(key, stamp, width, format)}`);
        if (!answer.ok) throw new Error(`${photoPath(key, stamp, width, format)}: HTTP ${answer.status}`);
        rows.push({ width, format, bytes: (await answer.arrayBuffer()).byteLength, limit: limits[width] });
      }
    console.log('photos:', JSON.stringify({ path, chosenBytes, rows }));
    const [firstPaint] = await measureFirstPaint([[path, `${site}${path}`]], flags().runs);
    return { path, chosenBytes, rows, firstPaint: firstPaint! };
  },
  report({ path, chosenBytes, rows, firstPaint }) {
    console.log(`product photo (${path}; the phone's file ${kb(chosenBytes)}):`);
    for (const { width, format, bytes, limit } of rows)
      console.log(
        `  ${width} px ${format}: ${bytes} B${limit ? ` (limit ${limit} B: ${bytes <= limit ? 'ok' : 'OVER'})` : ''}`,
      );
    console.log(`  first paint with the photo: LCP ÷ floor ${firstPaint.ratio} (limit 1.05)`);
  },
  tables({ chosenBytes, rows, firstPaint: { figures, ratio, withinLimits } }) {
    return {
      photos: [
        ['size', 'format', 'bytes', 'limit'],
        ...rows.map(({ width, format, bytes, limit }) => [
          `${width} px`,
          format,
          String(bytes),
          limit ? `≤ ${limit}` : '',
        ]),
        [`the phone's file`, 'jpg', String(chosenBytes), '≤ 15 MB'],
      ],
      photoFirstPaint: [
        ['LCP ÷ floor', 'LCP', 'floor LCP', 'TBT', 'within 1.05× and 150 ms'],
        [
          String(ratio),
          `${figures.served.lcpMs} ms (${figures.served.lcpSpread})`,
          `${figures.floor.lcpMs} ms (${figures.floor.lcpSpread})`,
          `${figures.served.tbtMs} ms`,
          withinLimits ? 'yes' : 'no',
        ],
      ],
    };
  },
};
