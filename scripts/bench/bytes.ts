/**
 * JS bytes of the builds: each unit's first-load JS (Brotli, what the local server and Firebase Hosting
 * send), each remote's entry, the shell's own JS and where it comes from, the calculator embed.
 * The first-load figures are also the size budgets' input (scripts/size-budgets.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from '../../tooling/src/brotli.ts';
import { filesUnder } from '../../tooling/src/files.ts';
import { parseHtml } from '@frio/renderer/html-document';
import type { ExposeManifestFields } from '../../tooling/src/expose-imports.ts';
import { units, type RemoteKey } from '../../tooling/src/units.ts';
import { root } from '../units-server.ts';
import { kb } from './browser.ts';
import type { Measurement } from './measurement.ts';

const gz = (file: string) => gzipSync(readFileSync(file)).length;
const br = (file: string) => brotli(readFileSync(file)).length;
const jsFiles = (dir: string) => filesUnder(dir, ['.js']);
const dist = (dir: string) => path.join(root, dir, 'dist');

interface ManifestFiles {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } } & ExposeManifestFields>;
}

/**
 * A remote's first load, as its manifest lists it: its entry, and for each exposed module the JS it
 * imports statically and the plugin's synchronous files (what the shell's route
 * prefetch preloads).
 */
function remoteFirstLoad(unit: RemoteKey): string[] {
  const dir = dist(units[unit].dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as ManifestFiles;
  const entry = path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const exposed = manifest.exposes.flatMap((expose) => [...(expose.staticImports ?? []), ...expose.assets.js.sync]);
  return [...new Set([entry, ...exposed])].map((file) => path.join(dir, file));
}

/**
 * The JS files the shell's document loads: its module scripts and modulepreloads (app.html, the document
 * every route's HTML is prerendered from). The prerender's own renderer chunk is in the build but never
 * referenced there, so visitors never load it and it does not count.
 */
function shellFirstLoad(): string[] {
  const shellDist = dist('shell');
  const document = parseHtml(readFileSync(path.join(shellDist, 'app.html'), 'utf8'));
  const urls = [
    ...document.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!),
    ...document.querySelectorAll('link[rel=modulepreload]').map((link) => link.getAttribute('href')!),
  ];
  return [...new Set(urls)].map((url) => path.join(shellDist, url));
}

/**
 * Brotli bytes of each unit's first-load JS: what the shell's document loads, each remote's entry plus
 * its exposes' synchronous JS, and the calculator embed's bundle.
 */
export function firstLoadBrotliBytes(): Record<string, number> {
  const sum = (files: string[]) => files.reduce((total, file) => total + br(file), 0);
  const figures: Record<string, number> = { shell: sum(shellFirstLoad()) };
  for (const key of Object.keys(units) as Array<keyof typeof units>)
    if (key !== 'shell') figures[units[key].dir] = sum(remoteFirstLoad(key));
  figures['mf-calculator embed'] = sum(jsFiles(path.join(dist('mf-calculator'), 'embed')));
  return figures;
}

export function sizes() {
  const entries: Record<string, { rawBytes: number; gzipBytes: number }> = {};
  for (const [key, unit] of Object.entries(units)) {
    if (key === 'shell') continue;
    const file = path.join(dist(unit.dir), 'remoteEntry.js');
    entries[unit.dir] = { rawBytes: statSync(file).size, gzipBytes: gz(file) };
  }
  // The shell's own JS: everything the shell ships except React and React DOM (the router counts), which
  // its manifest lists as the files of those shared packages.
  const shellJs = jsFiles(dist('shell'));
  const shellManifest = JSON.parse(readFileSync(path.join(dist('shell'), 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const reactFiles = new Set(
    shellManifest.shared
      .filter((share) => /^react(-dom)?(\/|$)/.test(share.name))
      .flatMap((share) => [...share.assets.js.sync, ...share.assets.js.async]),
  );
  const isFramework = (file: string) => reactFiles.has(path.relative(dist('shell'), file));
  const shellOwn = shellJs.filter((file) => !isFramework(file));
  // Where those bytes come from: the router, the shell's own modules, and the federation runtime with the
  // code @module-federation/vite generates around it (host init, share maps, the host's remoteEntry).
  const kindOf = (file: string) => {
    const name = path.basename(file);
    if (/^router-/.test(name)) return 'router';
    if (/^(index|boot|prefetch-route)-/.test(name)) return 'shellCode';
    return 'federation';
  };
  const shellOwnBreakdown = { router: 0, shellCode: 0, federation: 0 };
  for (const file of shellOwn) shellOwnBreakdown[kindOf(file)] += gz(file);
  const catalogueJs = jsFiles(dist('mf-catalogue')).filter(
    (file) => !/prebuild__react|firebase|index\.esm/.test(path.basename(file)),
  );
  let embed: { file: string; gzipBytes: number } | undefined;
  try {
    const embedFile = jsFiles(path.join(dist('mf-calculator'), 'embed'))[0];
    if (embedFile) embed = { file: path.relative(root, embedFile), gzipBytes: gz(embedFile) };
  } catch {
    // no embed build
  }
  return {
    firstLoadBrotliBytes: firstLoadBrotliBytes(),
    remoteEntries: entries,
    shellOwnJsGzipBytes: shellOwn.reduce((sum, file) => sum + gz(file), 0),
    shellOwnJsBrotliBytes: shellOwn.reduce((sum, file) => sum + br(file), 0),
    shellOwnBreakdown,
    catalogueOwnJsGzipBytes: catalogueJs.reduce((sum, file) => sum + gz(file), 0),
    embed,
  };
}

export const bytesMeasurement: Measurement<ReturnType<typeof sizes>> = {
  key: 'sizes',
  async measure() {
    const figures = sizes();
    console.log('sizes:', JSON.stringify(figures, null, 2));
    return figures;
  },
  tables(s) {
    const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as Record<string, number>;
    return {
      sizes: [
        ['unit', 'size', 'budget'],
        ...Object.entries(s.firstLoadBrotliBytes).map(([unit, bytes]) => [
          unit,
          kb(bytes),
          budgets[unit] === undefined ? '' : kb(budgets[unit]),
        ]),
        ...(s.embed ? [['mf-calculator embed, gzip', kb(s.embed.gzipBytes), '≤ 80 KB']] : []),
      ],
    };
  },
  report(s) {
    console.table(
      Object.entries(s.firstLoadBrotliBytes).map(([unit, bytes]) => ({ 'first-load JS': unit, brotli: kb(bytes) })),
    );
    console.table(
      Object.entries(s.remoteEntries).map(([unit, e]) => ({
        'remote entry': unit,
        raw: kb(e.rawBytes),
        gzip: kb(e.gzipBytes),
      })),
    );
    console.log(
      `shell own JS (excl. React/React DOM; router and federation runtime included): ${kb(s.shellOwnJsGzipBytes)} gzip, ${kb(s.shellOwnJsBrotliBytes)} brotli`,
    );
    const parts = s.shellOwnBreakdown;
    console.log(
      `  of which: shell code ${kb(parts.shellCode)}, router ${kb(parts.router)}, federation runtime and generated glue ${kb(parts.federation)}`,
    );
    console.log(`mf-catalogue own JS (excl. React, Firebase): ${kb(s.catalogueOwnJsGzipBytes)} gzip`);
    if (s.embed) console.log(`calculator embed ${s.embed.file}: ${kb(s.embed.gzipBytes)} gzip (incl. React)`);
  },
};
