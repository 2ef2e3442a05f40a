/** The link-preview images (`/og/<family>.png`), drawn at build time with satori + resvg (no browser). */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { previewFamilies, previewImageFile, previewImageSize } from '@frio/shared/link-previews';
import { previewProblems, renderPreview } from '@frio/renderer/preview-image';

/**
 * Part of the shell's build, so `pnpm build`, `start`, CI and a shell release all have the images. Fails the
 * build on any problem: a box outside the centre square, a title over three lines, a glyph the font lacks.
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
