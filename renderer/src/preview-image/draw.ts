/**
 * Draws one link-preview image (1200×630 PNG) in Node with satori and resvg, no browser. Everything sits
 * inside the centre 630×630 square less 40 px, because WhatsApp crops a preview to that square; the
 * drawing reports every box outside it and every character the bundled font lacks.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font, type SatoriNode } from 'satori';
import { previewImageSize } from '@frio/shared/link-previews';
import {
  h,
  imageElement,
  previewFont,
  previewSafeArea,
  title,
  titleElement,
  titleScale,
  type Element,
  type TitleScale,
} from './card-element.ts';

export { previewFont, previewSafeArea };

/** What one image reads, top to bottom under the logo. */
export interface PreviewCard {
  /** A small line above the title (the section, or a product's rubro), if any. */
  kicker?: string;
  /** Shrunk until it fits three lines of the square. */
  title: string;
  /** One short line under the title (a product's code and price). */
  subtitle: string;
  /** A pill under the subtitle: a product's EN STOCK (`on`) or SIN STOCK (`off`). */
  badge?: { text: string; tone: 'on' | 'off' };
  /** A small line beside the badge (a product's price-list date). */
  note?: string;
  /** A square JPEG as a `data:` address, drawn above the title, which then gets less room. */
  photo?: string;
}

export interface PreviewOptions {
  /** The business's mark as SVG markup (the shell's `public/favicon.svg`). */
  mark: string;
  /**
   * Cut a title too long for three lines at the smallest size at a word, with "…" (a product's name, which
   * no one checks before it is drawn); without it such a title is a problem (a family's, caught at build).
   */
  shorten?: boolean;
}

export interface PreviewBox {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PreviewDrawing {
  png: Buffer;
  titleSize: number;
  titleLines: number;
  boxes: PreviewBox[];
  missingGlyphs: string[];
  /** Pixels outside the centre 630×630 square that are not their row's background colour. */
  pixelsOutside: number;
}

const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');
const fontWeights = [500, 700, 900] as const;

let fonts: Promise<Font[]> | undefined;

/** Roboto 500/700/900, Latin then Latin Extended (a product name may carry any European letter). */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      fontWeights.map(async (weight) => ({
        // One name per subset: satori keeps one font per name and weight, and falls back to the others.
        name: subset === 'latin' ? previewFont : `${previewFont} ${subset}`,
        weight,
        style: 'normal' as const,
        data: await readFile(path.join(fontFiles, `roboto-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

interface Layout {
  svg: string;
  boxes: PreviewBox[];
  missingGlyphs: string[];
}

async function layOut(element: Element, size: { width: number; height: number }): Promise<Layout> {
  const boxes: PreviewBox[] = [];
  const missing = new Set<string>();
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    ...size,
    fonts: await loadFonts(),
    onNodeDetected: (node: SatoriNode) => {
      if (node.key === undefined || node.key === null) return;
      const { left, top, width, height } = node;
      boxes.push({ name: String(node.key), left, top, right: left + width, bottom: top + height });
    },
    // Called only for text no given font can draw: record it and draw nothing from anywhere else.
    loadAdditionalAsset: async (_language: string, segment: string) => {
      for (const character of segment) if (character.trim()) missing.add(character);
      return [];
    },
  });
  return { svg, boxes, missingGlyphs: [...missing] };
}

const lineCount = (box: PreviewBox, size: number) =>
  Math.round((box.bottom - box.top) / Math.round(size * title.lineHeight));

/** At most its lines (three, two beside a photo), and no word wider than the square. */
async function titleFits(text: string, size: number, scale: TitleScale): Promise<boolean> {
  const width = previewSafeArea.right - previewSafeArea.left;
  const frame = h(
    'div',
    null,
    { width, display: 'flex', flexDirection: 'column', alignItems: 'center', fontFamily: previewFont },
    titleElement(text, size),
  );
  const { boxes } = await layOut(frame, { width, height: previewImageSize.height });
  const box = boxes.find((b) => b.name === 'title')!;
  return box.right - box.left <= width && lineCount(box, size) <= scale.maxLines;
}

/** The largest title size that fits, or the smallest. */
async function titleSize(text: string, scale: TitleScale): Promise<number> {
  if (await titleFits(text, scale.largest, scale)) return scale.largest;
  let low = scale.smallest / scale.step;
  let high = (scale.largest - scale.step) / scale.step;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await titleFits(text, middle * scale.step, scale)) low = middle;
    else high = middle - 1;
  }
  return low * scale.step;
}

/** The longest start of `text`, cut at a word and ending in "…", that fits the square at the smallest size. */
async function shortened(text: string, scale: TitleScale): Promise<string> {
  if (await titleFits(text, scale.smallest, scale)) return text;
  const words = text.split(/\s+/);
  const cut = (count: number) => `${words.slice(0, count).join(' ')}…`;
  let low = 1;
  let high = words.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await titleFits(cut(middle), scale.smallest, scale)) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

export async function renderPreview(card: PreviewCard, { mark, shorten }: PreviewOptions): Promise<PreviewDrawing> {
  const scale = titleScale(card);
  if (shorten) card = { ...card, title: await shortened(card.title, scale) };
  const size = await titleSize(card.title, scale);
  const { svg, boxes, missingGlyphs } = await layOut(imageElement(card, size, mark), previewImageSize);
  // Parsed and rasterised on libuv's threads: on the event loop it held a server's other requests ~30 ms.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  const titleBox = boxes.find((box) => box.name === 'title')!;
  return {
    png: image.asPng(),
    titleSize: size,
    titleLines: lineCount(titleBox, size),
    boxes,
    missingGlyphs,
    pixelsOutside: pixelsOutsideSquare(image.pixels, image.width, image.height),
  };
}

/** The background is a top-to-bottom gradient (one colour per row): any pixel unlike its row's first is drawn. */
function pixelsOutsideSquare(rgba: Buffer, width: number, height: number): number {
  const left = (width - height) / 2;
  const right = width - left;
  let count = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (x === left) x = right;
      const at = row + x * 4;
      if (rgba[at] !== rgba[row] || rgba[at + 1] !== rgba[row + 1] || rgba[at + 2] !== rgba[row + 2]) count++;
    }
  }
  return count;
}

export function previewProblems(drawing: Omit<PreviewDrawing, 'png'>): string[] {
  const problems: string[] = [];
  if (drawing.missingGlyphs.length > 0)
    problems.push(`no glyph in the bundled ${previewFont} for ${drawing.missingGlyphs.join(' ')}`);
  if (drawing.titleLines > title.maxLines) problems.push(`title on ${drawing.titleLines} lines`);
  if (drawing.pixelsOutside > 0) problems.push(`${drawing.pixelsOutside} pixels drawn outside the centre square`);
  const safe = previewSafeArea;
  const round = Math.round;
  for (const box of drawing.boxes)
    if (box.left < safe.left || box.right > safe.right || box.top < safe.top || box.bottom > safe.bottom)
      problems.push(
        `${box.name} outside the centre square (${round(box.left)}–${round(box.right)} × ${round(box.top)}–${round(box.bottom)} px)`,
      );
  return problems;
}

/** Throws when anything would fall outside the centre square or a character is not in the bundled font. */
export async function drawPreviewImage(card: PreviewCard, options: PreviewOptions): Promise<Buffer> {
  const drawing = await renderPreview(card, options);
  const problems = previewProblems(drawing);
  if (problems.length > 0) throw new Error(`link-preview image "${card.title}": ${problems.join('; ')}`);
  return drawing.png;
}
