/**
 * The link-preview images (`/og/<family>.png`, 1200×630), drawn by the shell's Vite build
 * (`linkPreviewImages()`) with `drawPreviewImage` (satori + resvg, no browser) for every family of
 * `@frio/shared/link-previews`. Reads the mark's SVG file; writes the images into the build's output.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { previewFamilies, previewImageFile, previewImageSize } from '@frio/shared/link-previews';
import { previewProblems, renderPreview } from '@frio/renderer/preview-image';

/**
 * The shell's build step: writes `og/<family>.png` for every family into the build's output (so `pnpm
 * build`, `start`, CI and a shell release all have them), and fails the build on any problem: a box
 * outside the centre square, a title over three lines at the smallest size, a glyph the bundled font lacks.
 */
export function linkPreviewImages({ markFile }: { markFile: string }): Plugin {
  return {
    name: 'frio-link-previews',
    apply: 'build',
    async generateBundle() {
      const started = performance.now();
      const mark = readFileSync(markFile, 'utf8');
      const problems: string[] = [];
      for (const family of previewFamilies) {
        const drawing = await renderPreview(family, { mark });
        problems.push(...previewProblems(drawing).map((problem) => `${previewImageFile(family)}: ${problem}`));
        this.emitFile({ type: 'asset', fileName: previewImageFile(family).slice(1), source: drawing.png });
      }
      if (problems.length > 0) this.error(`link-preview images:\n${problems.join('\n')}`);
      const ms = Math.round(performance.now() - started);
      this.info(
        `${previewFamilies.length} link-preview images (og/*.png, ${previewImageSize.width}×${previewImageSize.height}) in ${ms} ms`,
      );
    },
  };
}
