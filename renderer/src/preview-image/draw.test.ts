import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewFamilies } from '@frio/shared/link-previews';
import { drawPreviewImage, previewProblems, previewSafeArea, renderPreview, type PreviewCard } from './draw.ts';

const mark = readFileSync(new URL('../../../shell/public/favicon.svg', import.meta.url), 'utf8');
const faq = previewFamilies.find((family) => family.id === 'faq')!;
const product: PreviewCard = {
  kicker: 'Válvulas',
  title: 'Válvula de expansión termostática Danfoss TEN2 con orificio intercambiable',
  subtitle: 'Código 068Z3348 · $ 98.700',
  badge: { text: 'EN STOCK', tone: 'on' },
};

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('drawPreviewImage', () => {
  it('draws every family as a 1200×630 PNG of at most 150 KB, everything inside the centre square', async () => {
    for (const family of previewFamilies) {
      const drawing = await renderPreview(family, { mark });
      expect(previewProblems(drawing), family.id).toEqual([]);
      expect(drawing.png.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(drawing.png)).toEqual([1200, 630]);
      expect(drawing.png.length, family.id).toBeLessThanOrEqual(150 * 1024);
      const names = drawing.boxes.map((box) => box.name);
      expect(names).toEqual(expect.arrayContaining(['mark', 'name', 'seal', 'title', 'subtitle', 'host']));
      for (const box of drawing.boxes) {
        expect(box.left, `${family.id} ${box.name}`).toBeGreaterThanOrEqual(previewSafeArea.left);
        expect(box.right, `${family.id} ${box.name}`).toBeLessThanOrEqual(previewSafeArea.right);
      }
    }
  });

  it('gives the same bytes for the same card', async () => {
    const first = await drawPreviewImage(faq, { mark });
    const second = await drawPreviewImage({ ...faq }, { mark });
    expect(second.equals(first)).toBe(true);
    const other = await drawPreviewImage({ ...faq, subtitle: 'Entregas' }, { mark });
    expect(other.equals(first)).toBe(false);
  });

  it("draws a product's card (rubro, name, code and price, stock) within the square", async () => {
    for (const tone of ['on', 'off'] as const) {
      const drawing = await renderPreview({ ...product, badge: { text: 'SIN STOCK', tone } }, { mark });
      expect(previewProblems(drawing)).toEqual([]);
      expect(drawing.boxes.map((box) => box.name)).toContain('badge');
    }
  });

  it('shrinks a long title until it fits three lines', async () => {
    const short = await renderPreview(faq, { mark });
    expect(short.titleSize).toBe(76);
    const long = await renderPreview(product, { mark });
    expect(long.titleSize).toBeLessThan(76);
    expect(long.titleSize).toBeGreaterThanOrEqual(40);
    expect(long.titleLines).toBeLessThanOrEqual(3);
    expect(previewProblems(long)).toEqual([]);
  });

  it('refuses a title that does not fit at the smallest size, or a word wider than the square', async () => {
    const tooLong = await renderPreview({ ...faq, title: `${product.title} ${product.title}` }, { mark });
    expect(tooLong.titleSize).toBe(40);
    expect(previewProblems(tooLong).join('\n')).toMatch(/title on \d lines/);
    await expect(drawPreviewImage({ ...faq, title: `${product.title} ${product.title}` }, { mark })).rejects.toThrow(
      /title on/,
    );
    const wide = await renderPreview({ ...faq, title: 'Termostatos'.repeat(5) }, { mark });
    expect(previewProblems(wide).join('\n')).toMatch(/title outside the centre square/);
    expect(wide.pixelsOutside).toBeGreaterThan(0);
  });

  it('draws every glyph from the bundled Roboto and refuses a character it lacks', async () => {
    const european = await renderPreview({ ...faq, title: 'Ñandú ÿ Łódź Ő ¿½°?' }, { mark });
    expect(european.missingGlyphs).toEqual([]);
    const foreign = await renderPreview({ ...faq, subtitle: 'Холод → frío' }, { mark });
    expect(foreign.missingGlyphs).toEqual(expect.arrayContaining(['Х', 'о', 'л', 'д', '→']));
    expect(previewProblems(foreign).join('\n')).toMatch(/no glyph in the bundled Roboto/);
  });
});

describe("a product's image", () => {
  it('cuts a name too long for three lines at a word, with "…", and draws it inside the square', async () => {
    const name = `${product.title} PARA R404A R507 Y R22 CONEXION SAE 3/8 X 1/2 ECUALIZADOR EXTERNO`;
    const drawing = await renderPreview(
      { ...product, title: name, note: 'Precio de lista al 24/11/2026' },
      { mark, shorten: true },
    );
    expect(previewProblems(drawing)).toEqual([]);
    expect(drawing.titleLines).toBeLessThanOrEqual(3);
    expect(drawing.boxes.map((box) => box.name)).toEqual(expect.arrayContaining(['badge', 'note']));
    const unshortened = await renderPreview({ ...product, title: name }, { mark });
    expect(previewProblems(unshortened).join()).toMatch(/title on \d lines/);
  });

  it('draws its photo above the name, code, price and stock, all inside the square, the name on two lines at most', async () => {
    // An 8×8 JPEG, as the pages function hands over a photo's thumbnail.
    const photo =
      'data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIA2nH/9k=';
    const card = { ...product, note: 'Precio de lista al 24/11/2026', photo };
    const drawing = await renderPreview(card, { mark, shorten: true });
    expect(previewProblems(drawing)).toEqual([]);
    expect(drawing.titleLines).toBeLessThanOrEqual(2);
    const names = drawing.boxes.map((box) => box.name);
    expect(names).toEqual(expect.arrayContaining(['photo', 'title', 'subtitle', 'badge', 'note']));
    expect(names).not.toContain('kicker');
    const without = await renderPreview({ ...card, photo: undefined }, { mark, shorten: true });
    expect(without.png.equals(drawing.png)).toBe(false);
  });
});
