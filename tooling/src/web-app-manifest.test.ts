import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIcons, brandColours, webAppManifest } from '@frio/shared/web-app-manifest';
import { drawAppIcon } from './web-app-manifest.ts';

const root = path.join(import.meta.dirname, '../..');
const mark = readFileSync(path.join(root, 'shell/public/favicon.svg'), 'utf8');
const tokens = readFileSync(path.join(root, 'shared/src/design/tokens.css'), 'utf8');

/** The RGBA of one pixel of a drawing, as a hex colour and its alpha. */
function pixel(drawing: ReturnType<typeof drawAppIcon>, x: number, y: number) {
  const at = (y * drawing.width + x) * 4;
  const [r, g, b, a] = [...drawing.pixels.subarray(at, at + 4)] as [number, number, number, number];
  return { colour: `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`, alpha: a };
}

/** A token's raw value, following one var() (`--color-brand: var(--frio-blue-700)`). */
function token(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim() ?? '';
  const alias = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return alias ? token(alias) : value;
}

describe('the web app manifest', () => {
  it("takes the brand's colours from the design tokens, as the documents' theme-color does", () => {
    expect(brandColours).toEqual({ brand: token('--color-brand'), background: token('--color-bg') });
    const shellHtml = readFileSync(path.join(root, 'shell/index.html'), 'utf8');
    expect(shellHtml).toContain(`<meta name="theme-color" content="${webAppManifest.theme_color}" />`);
    expect(shellHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('names icons of 192 and 512 px and a maskable one', () => {
    expect(webAppManifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('drawAppIcon', () => {
  it('draws each icon at its size from the brand mark', () => {
    for (const icon of appIcons) {
      const drawing = drawAppIcon(mark, icon);
      expect([drawing.width, drawing.height], icon.src).toEqual([icon.size, icon.size]);
      // A PNG's signature, then its IHDR chunk's width and height.
      expect(drawing.png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      expect([drawing.png.readUInt32BE(16), drawing.png.readUInt32BE(20)], icon.src).toEqual([icon.size, icon.size]);
      // The centre is where the snowflake's arms cross: the mark's light stroke.
      expect(pixel(drawing, icon.size / 2, icon.size / 2), icon.src).toEqual({ colour: '#e9f8fd', alpha: 255 });
    }
  });

  it('leaves the corners of the plain icon clear and fills the maskable one to its edges with the brand blue', () => {
    const plain = drawAppIcon(mark, { size: 192, purpose: 'any' });
    expect(pixel(plain, 0, 0).alpha).toBe(0);
    const maskable = drawAppIcon(mark, { size: 512, purpose: 'maskable' });
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
      [256, 0],
    ] as const)
      expect(pixel(maskable, x, y)).toEqual({ colour: brandColours.brand, alpha: 255 });
  });

  it("keeps the maskable icon's snowflake inside the circle of 40 % of its size a launcher's mask always keeps", () => {
    const size = 512;
    const drawing = drawAppIcon(mark, { size, purpose: 'maskable' });
    let farthest = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (pixel(drawing, x, y).colour !== brandColours.brand)
          farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
    expect(farthest).toBeGreaterThan(0.25 * size);
    expect(farthest).toBeLessThan(0.4 * size);
  });
});
