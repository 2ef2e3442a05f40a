/**
 * The link-preview images (`/og/<family>.png`, 1200×630), drawn at build time by the shell's Vite build
 * (`linkPreviewImages()`): one HTML template per family of `@frio/shared/link-previews`, set in Roboto
 * from the pinned `@fontsource/roboto` files, screenshotted by Debian's Chromium through playwright-core
 * (the browser the prerender and the e2e suite already use). Everything the image shows sits inside the
 * centre 630×630 square, the part WhatsApp keeps when it crops a preview to a square. The build fails when
 * a text would fall outside it or a glyph would come from any font but the bundled one. Node only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import type { Plugin } from 'vite';
import { contact } from '@frio/shared/contact';
import { previewFamilies, previewImageFile, previewImageSize, type PreviewFamily } from '@frio/shared/link-previews';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');

/** The family every text of the images is set in, from the font files of `@fontsource/roboto`. */
export const previewFont = 'Roboto';
const fontWeights = [500, 700, 900] as const;

/**
 * The centre square of the image, less a margin, where everything but the background must be: WhatsApp
 * shows a square crop of the preview, and other apps round its corners.
 */
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
};

function fontFaces(): string {
  return fontWeights
    .map((weight) => {
      const file = path.join(fontFiles, `roboto-latin-${weight}-normal.woff2`);
      const data = readFileSync(file).toString('base64');
      return `@font-face{font-family:'${previewFont}';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
    })
    .join('\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One family's image as an HTML document. `mark` is the business's mark as SVG markup (the shell's
 * favicon.svg). Its inline script waits for the fonts, shrinks the title until it fits three lines of the
 * square, then reports where every element ended up (`window.__preview`).
 */
export function previewDocument(family: PreviewFamily, mark: string, faces = fontFaces()): string {
  const { width, height } = previewImageSize;
  const safe = previewSafeArea;
  const host = new URL(contact.siteUrl).host;
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><style>
${faces}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${width}px;height:${height}px;overflow:hidden}
body{position:relative;font-family:'${previewFont}';color:#fff;background:linear-gradient(180deg,${colours.top},${colours.bottom})}
.band{position:absolute;left:0;right:0;bottom:0;height:14px;background:${colours.band}}
.safe{position:absolute;left:${safe.left}px;width:${safe.right - safe.left}px;top:${safe.top}px;height:${safe.bottom - safe.top}px;display:flex;flex-direction:column;align-items:center;justify-content:space-between;text-align:center}
.brand{display:flex;align-items:center;gap:18px}
.mark{width:88px;height:88px;border-radius:50%;background:${colours.markRing};padding:5px}
.mark svg{display:block;width:100%;height:100%}
.name{font-weight:900;font-size:42px;line-height:1;letter-spacing:-0.5px;white-space:nowrap}
.seal{width:66px;height:66px;border-radius:50%;border:3px solid ${colours.ice};display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1}
.seal b{font-weight:900;font-size:26px}
.seal span{font-weight:700;font-size:11px;letter-spacing:1px;margin-top:2px}
.text{display:flex;flex-direction:column;align-items:center;gap:16px;width:100%}
.kicker{font-weight:700;font-size:24px;letter-spacing:2px;text-transform:uppercase;color:${colours.ice}}
.title{font-weight:900;font-size:76px;line-height:1.04;letter-spacing:-1px;text-wrap:balance;width:100%}
.subtitle{font-weight:500;font-size:30px;line-height:1.25;color:${colours.soft};text-wrap:balance;width:100%}
.host{font-weight:700;font-size:24px;color:${colours.ice};letter-spacing:0.5px}
</style></head><body>
<div class="band"></div>
<div class="safe">
  <div class="brand">
    <div class="mark">${mark}</div>
    <div class="name">${escapeHtml(contact.businessName)}</div>
    <div class="seal"><b>${contact.yearsSinceFounding}</b><span>AÑOS</span></div>
  </div>
  <div class="text">
    ${family.kicker ? `<p class="kicker">${escapeHtml(family.kicker)}</p>` : ''}
    <h1 class="title">${escapeHtml(family.title)}</h1>
    <p class="subtitle">${escapeHtml(family.subtitle)}</p>
  </div>
  <p class="host">${escapeHtml(host)}</p>
</div>
<script>
(async () => {
  await Promise.all([${fontWeights.join(',')}].map((weight) => document.fonts.load(weight + ' 20px ${previewFont}')));
  const title = document.querySelector('.title');
  const lines = (element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
  let size = 76;
  while (size > 40 && (title.scrollWidth > title.clientWidth || lines(title) > 3)) title.style.fontSize = (size -= 2) + 'px';
  await document.fonts.ready;
  const boxes = [...document.querySelectorAll('.safe *')].map((element) => {
    const box = element.getBoundingClientRect();
    const name = element.tagName.toLowerCase() + (element.getAttribute('class') ? '.' + element.getAttribute('class') : '');
    return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom, overflows: element.scrollWidth > element.clientWidth + 1 };
  });
  window.__preview = { titleSize: size, boxes };
})();
</script>
</body></html>`;
}

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  overflows: boolean;
}

/** A font Chromium used for a text of the image, as DevTools reports it. */
export interface UsedFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

export interface PreviewImage {
  family: PreviewFamily;
  png: Buffer;
  /** Every font the image's text was drawn with (CSS.getPlatformFontsForNode, per element). */
  fonts: UsedFont[];
  /** Where each element of the square ended up, in image pixels. */
  boxes: Box[];
}

/** The fonts the text of the square was drawn with: one entry per font, with its largest glyph count. */
async function fontsUsed(cdp: CDPSession): Promise<UsedFont[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.safe, .safe *' });
  const fonts = new Map<string, UsedFont>();
  for (const nodeId of nodeIds) {
    const result = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const { familyName, isCustomFont, glyphCount } of result.fonts) {
      const key = `${familyName}|${isCustomFont}`;
      if ((fonts.get(key)?.glyphCount ?? 0) < glyphCount) fonts.set(key, { familyName, isCustomFont, glyphCount });
    }
  }
  return [...fonts.values()];
}

/** What is wrong with an image: a text in a font other than the bundled one, or anything outside the square. */
export function previewProblems(image: Pick<PreviewImage, 'fonts' | 'boxes'>): string[] {
  const problems: string[] = [];
  for (const font of image.fonts)
    // A face of the bundled files is named by its weight ("Roboto Black"), and is a web font, not the system's.
    if (!font.isCustomFont || (font.familyName !== previewFont && !font.familyName.startsWith(`${previewFont} `)))
      problems.push(`${font.glyphCount} glyphs in ${font.familyName}${font.isCustomFont ? '' : ' (a system font)'}`);
  if (image.fonts.length === 0) problems.push('no text drawn');
  const safe = previewSafeArea;
  for (const box of image.boxes) {
    if (box.left < safe.left || box.right > safe.right || box.top < safe.top || box.bottom > safe.bottom)
      problems.push(`${box.name} outside the centre square (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    if (box.overflows) problems.push(`${box.name} overflows its box`);
  }
  return problems;
}

/** Draws each family's image in one browser page. `mark`: the business's mark as SVG markup. */
export async function renderPreviewImages(
  families: readonly PreviewFamily[],
  mark: string,
  { browser, faces = fontFaces() }: { browser?: Browser; faces?: string } = {},
): Promise<PreviewImage[]> {
  const own = browser ? undefined : await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await (browser ?? own)!.newContext({
    viewport: previewImageSize,
    deviceScaleFactor: 1,
    locale: 'es-AR',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const images: PreviewImage[] = [];
    for (const family of families) {
      await page.setContent(previewDocument(family, mark, faces));
      await page.waitForFunction('window.__preview !== undefined');
      const { boxes } = (await page.evaluate('window.__preview')) as { boxes: Box[] };
      const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
      images.push({ family, png, fonts: await fontsUsed(cdp), boxes });
    }
    return images;
  } finally {
    await context.close();
    await own?.close();
  }
}

/**
 * The shell's build step: writes `og/<family>.png` for every family into the build's output (so `pnpm
 * build`, `start`, CI and a shell release all have them), and fails the build on any problem.
 */
export function linkPreviewImages({ markFile }: { markFile: string }): Plugin {
  return {
    name: 'frio-link-previews',
    apply: 'build',
    async generateBundle() {
      const started = performance.now();
      const images = await renderPreviewImages(previewFamilies, readFileSync(markFile, 'utf8'));
      const problems = images.flatMap((image) =>
        previewProblems(image).map((problem) => `${previewImageFile(image.family)}: ${problem}`),
      );
      if (problems.length > 0) this.error(`link-preview images:\n${problems.join('\n')}`);
      for (const image of images)
        this.emitFile({ type: 'asset', fileName: previewImageFile(image.family).slice(1), source: image.png });
      const ms = Math.round(performance.now() - started);
      this.info(
        `${images.length} link-preview images (og/*.png, ${previewImageSize.width}×${previewImageSize.height}) in ${ms} ms`,
      );
    },
  };
}
