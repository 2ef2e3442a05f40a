/**
 * The web app manifest and its icons, written by the shell's build. The icons are drawn from the brand
 * mark's SVG, not committed: the mark stays the one source, and a changed mark changes every icon.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import {
  appIcons,
  brandColours,
  webAppManifest as manifest,
  webAppManifestPath,
  webAppManifestType,
  type AppIcon,
} from '@frio/shared/web-app-manifest';

const manifestText = () => `${JSON.stringify(manifest, null, 2)}\n`;

export interface AppIconDrawing {
  png: Buffer;
  width: number;
  height: number;
  /** The image's pixels, RGBA, row by row (what the PNG holds). */
  pixels: Buffer;
}

/**
 * One icon: the mark filling the square, on transparency (`any`) or on the brand's blue (`maskable`: the
 * mark's own circle is that blue, so the icon is a blue square with the white snowflake, whose arms reach
 * 65 % of the radius, inside the 80 % circle a launcher's mask always keeps).
 */
export function drawAppIcon(mark: string, icon: Pick<AppIcon, 'size' | 'purpose'>): AppIconDrawing {
  const rendered = new Resvg(mark, {
    fitTo: { mode: 'width', value: icon.size },
    ...(icon.purpose === 'maskable' ? { background: brandColours.brand } : {}),
  }).render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height, pixels: rendered.pixels };
}

/** The dev server answers the same files, so `pnpm dev` asks for no missing manifest. */
export function webAppManifest({ markFile }: { markFile: string }): Plugin {
  return {
    name: 'frio-web-app-manifest',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        const icon = appIcons.find((item) => item.src === url);
        if (url !== webAppManifestPath && !icon) return next();
        res.setHeader('Content-Type', icon ? 'image/png' : webAppManifestType);
        res.end(icon ? drawAppIcon(readFileSync(markFile, 'utf8'), icon).png : manifestText());
      });
    },
    generateBundle() {
      const mark = readFileSync(markFile, 'utf8');
      for (const icon of appIcons) {
        const drawing = drawAppIcon(mark, icon);
        if (drawing.width !== icon.size || drawing.height !== icon.size)
          this.error(`${icon.src}: drawn ${drawing.width}×${drawing.height}, not ${icon.size}×${icon.size}`);
        this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: drawing.png });
      }
      this.emitFile({
        type: 'asset',
        fileName: webAppManifestPath.slice(1),
        source: manifestText(),
      });
    },
  };
}
