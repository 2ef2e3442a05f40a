/**
 * Adds to each expose of a remote's mf-manifest.json the files its module imports statically, its own
 * chunk first, read from the bundle's import graph (Node only; the remotes' vite configs use it). The
 * shell's route prefetch preloads them beside the remote's entry. The plugin's own asset lists do not
 * say this: they put the share wrapper, which every page module imports, among the async files.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { ExposeManifestFields } from '@frio/shared/contract';
import { exposeFiles } from './pages.ts';
import { units, type UnitKey } from './units.ts';

export type { ExposeManifestFields };

type Chunk = Rollup.OutputChunk;

/** A chunk and, depth first, every chunk it imports statically, each once. */
export function staticImports(chunk: Chunk, chunks: ReadonlyMap<string, Chunk>): string[] {
  const seen = new Set<string>();
  const visit = (current: Chunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    for (const file of current.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return [...seen];
}

interface ManifestExpose extends ExposeManifestFields {
  name: string;
}

export function exposeImports({ unit, dir }: { unit: Exclude<UnitKey, 'shell'>; dir: string }): Plugin {
  const modules = exposeFiles(units[unit].federationName, dir);
  return {
    name: 'frio-expose-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle['mf-manifest.json'];
        if (manifest?.type !== 'asset') return this.error('mf-manifest.json was not written');
        const chunks = new Map(
          Object.values(bundle)
            .filter((item): item is Chunk => item.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const data = JSON.parse(String(manifest.source)) as { exposes: ManifestExpose[] };
        for (const expose of data.exposes) {
          // An expose outside the contract is for the release's contract check to refuse, not for this build.
          const module = modules[`./${expose.name}`];
          if (!module) continue;
          const source = path.resolve(dir, module);
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === source);
          if (!chunk) return this.error(`${expose.name}: no chunk for ${source}`);
          expose.staticImports = staticImports(chunk, chunks);
        }
        manifest.source = JSON.stringify(data);
      },
    },
  };
}
