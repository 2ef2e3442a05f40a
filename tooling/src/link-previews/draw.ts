/**
 * Draws one link-preview image (1200×630 PNG) in Node, without a browser: an element tree laid out by
 * satori (flexbox, text shaped and turned into paths with the bundled Roboto) and rasterised by resvg.
 * Reads the `@fontsource/roboto` WOFF files once; no other IO. Everything the image shows sits inside
 * the centre 630×630 square less 40 px (WhatsApp crops a preview to that square), and the drawing
 * reports every box outside it and every character the bundled font lacks.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font, type SatoriNode } from 'satori';
import { contact } from '@frio/shared/contact';
import { previewImageSize } from '@frio/shared/link-previews';

/** What one image reads, top to bottom under the logo. A family's `PreviewFamily` is one. */
export interface PreviewCard {
  /** A small line above the title (the section, or a product's rubro), if any. */
  kicker?: string;
  /** The largest text; shrunk until it fits three lines of the square. */
  title: string;
  /** One short line under the title (a product's code and price). */
  subtitle: string;
  /** A short label in a pill under the subtitle: a product's EN STOCK (`on`) or SIN STOCK (`off`). */
  badge?: { text: string; tone: 'on' | 'off' };
}

export interface PreviewOptions {
  /** The business's mark as SVG markup (the shell's `public/favicon.svg`). */
  mark: string;
}

/** Where one element of the image ended up, in image pixels. */
export interface PreviewBox {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PreviewDrawing {
  png: Buffer;
  /** The title's font size in px, after shrinking (76 when it fits as it is). */
  titleSize: number;
  titleLines: number;
  boxes: PreviewBox[];
  /** Text the bundled font has no glyph for (satori would need another font for it). */
  missingGlyphs: string[];
  /** Pixels outside the centre 630×630 square that are not their row's background colour. */
  pixelsOutside: number;
}

/** The family every text is set in: the only font satori is given. */
export const previewFont = 'Roboto';

/** The centre square of the image less a margin, where everything but the background must be. */
export const previewSafeArea = (() => {
  const { width, height } = previewImageSize;
  const margin = 40;
  const left = (width - height) / 2 + margin;
  return { left, right: width - left, top: margin, bottom: height - margin };
})();

const colours = {
  top: '#13417a',
  bottom: '#0b2545',
  band: '#5fc4e8',
  ice: '#5fc4e8',
  soft: '#e3eefb',
  markRing: '#e9f8fd',
  off: '#c9d6e6',
};

const title = { largest: 76, smallest: 40, step: 2, lineHeight: 1.04, maxLines: 3 };

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

type Style = Record<string, string | number>;
interface Element {
  type: string;
  key: string | null;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Child | Child[] };
}
type Child = Element | string;

const h = (type: string, key: string | null, style: Style, ...children: Child[]): Element => ({
  type,
  key,
  props: { style, children: children.length === 1 ? children[0] : children },
});

const titleElement = (text: string, size: number) =>
  h(
    'div',
    'title',
    {
      fontWeight: 900,
      fontSize: size,
      lineHeight: title.lineHeight,
      letterSpacing: -1,
      textAlign: 'center',
      textWrap: 'balance',
    },
    text,
  );

function imageElement(card: PreviewCard, titleSize: number, mark: string): Element {
  const { width, height } = previewImageSize;
  const safe = previewSafeArea;
  const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  const text: Element[] = [];
  if (card.kicker)
    text.push(
      h(
        'div',
        'kicker',
        { fontWeight: 700, fontSize: 24, letterSpacing: 2, textTransform: 'uppercase', color: colours.ice },
        card.kicker,
      ),
    );
  text.push(titleElement(card.title, titleSize));
  text.push(
    h(
      'div',
      'subtitle',
      {
        fontWeight: 500,
        fontSize: 30,
        lineHeight: 1.25,
        color: colours.soft,
        textAlign: 'center',
        textWrap: 'balance',
      },
      card.subtitle,
    ),
  );
  if (card.badge) {
    const on = card.badge.tone === 'on';
    text.push(
      h(
        'div',
        'badge',
        {
          fontWeight: 700,
          fontSize: 22,
          letterSpacing: 1.5,
          padding: '8px 20px',
          borderRadius: 999,
          color: on ? colours.bottom : colours.off,
          backgroundColor: on ? colours.ice : 'transparent',
          border: `2px solid ${on ? colours.ice : colours.off}`,
        },
        card.badge.text,
      ),
    );
  }
  const mk = { type: 'img', key: 'mark-image', props: { src: markSrc, width: 78, height: 78 } };
  return h(
    'div',
    null,
    {
      width,
      height,
      display: 'flex',
      fontFamily: previewFont,
      color: '#fff',
      backgroundImage: `linear-gradient(180deg, ${colours.top}, ${colours.bottom})`,
    },
    h('div', null, { position: 'absolute', left: 0, right: 0, bottom: 0, height: 14, backgroundColor: colours.band }),
    h(
      'div',
      'square',
      {
        position: 'absolute',
        left: safe.left,
        top: safe.top,
        width: safe.right - safe.left,
        height: safe.bottom - safe.top,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      h(
        'div',
        'brand',
        { display: 'flex', alignItems: 'center', gap: 18 },
        h(
          'div',
          'mark',
          {
            display: 'flex',
            boxSizing: 'border-box',
            width: 88,
            height: 88,
            padding: 5,
            borderRadius: '50%',
            backgroundColor: colours.markRing,
          },
          mk,
        ),
        h(
          'div',
          'name',
          { fontWeight: 900, fontSize: 42, lineHeight: 1, letterSpacing: -0.5, whiteSpace: 'nowrap' },
          contact.businessName,
        ),
        h(
          'div',
          'seal',
          {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            boxSizing: 'border-box',
            width: 66,
            height: 66,
            borderRadius: '50%',
            border: `3px solid ${colours.ice}`,
            lineHeight: 1,
          },
          h('div', 'seal-years', { fontWeight: 900, fontSize: 26 }, String(contact.yearsSinceFounding)),
          h('div', 'seal-word', { fontWeight: 700, fontSize: 11, letterSpacing: 1, marginTop: 2 }, 'AÑOS'),
        ),
      ),
      h(
        'div',
        'text',
        { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, width: '100%' },
        ...text,
      ),
      h(
        'div',
        'host',
        { fontWeight: 700, fontSize: 24, letterSpacing: 0.5, color: colours.ice },
        new URL(contact.siteUrl).host,
      ),
    ),
  );
}

interface Layout {
  svg: string;
  boxes: PreviewBox[];
  missingGlyphs: string[];
}

/** Lays an element tree out with the bundled fonts only, noting every box and every missing glyph. */
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

/** Whether a title at this size fits the square: at most three lines, no word wider than the square. */
async function titleFits(text: string, size: number): Promise<boolean> {
  const width = previewSafeArea.right - previewSafeArea.left;
  const frame = h(
    'div',
    null,
    { width, display: 'flex', flexDirection: 'column', alignItems: 'center', fontFamily: previewFont },
    titleElement(text, size),
  );
  const { boxes } = await layOut(frame, { width, height: previewImageSize.height });
  const box = boxes.find((b) => b.name === 'title')!;
  return box.right - box.left <= width && lineCount(box, size) <= title.maxLines;
}

/** The largest title size that fits (a binary search over the even sizes), or the smallest. */
async function titleSize(text: string): Promise<number> {
  if (await titleFits(text, title.largest)) return title.largest;
  let low = title.smallest / title.step;
  let high = (title.largest - title.step) / title.step;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await titleFits(text, middle * title.step)) low = middle;
    else high = middle - 1;
  }
  return low * title.step;
}

/** Draws a card's image and reports where everything went (see `previewProblems`). */
export async function renderPreview(card: PreviewCard, { mark }: PreviewOptions): Promise<PreviewDrawing> {
  const size = await titleSize(card.title);
  const { svg, boxes, missingGlyphs } = await layOut(imageElement(card, size, mark), previewImageSize);
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
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

/**
 * Counts the pixels left and right of the centre square that differ from their row's first pixel: the
 * background is a top-to-bottom gradient (one colour per row), so anything drawn there is counted.
 */
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

/** What is wrong with a drawing: a box outside the centre square, a title over three lines, a missing glyph. */
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

/**
 * One card's 1200×630 PNG, for the build or for a server function drawing one product's image.
 * Throws when anything would fall outside the centre square or a character is not in the bundled font.
 */
export async function drawPreviewImage(card: PreviewCard, options: PreviewOptions): Promise<Buffer> {
  const drawing = await renderPreview(card, options);
  const problems = previewProblems(drawing);
  if (problems.length > 0) throw new Error(`link-preview image "${card.title}": ${problems.join('; ')}`);
  return drawing.png;
}
