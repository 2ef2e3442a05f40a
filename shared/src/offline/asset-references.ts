/**
 * The script and style files a document, script or stylesheet names, as absolute addresses (pure). The
 * saved catalogue follows them from its documents and each remote's manifest, so it holds what a page
 * loads, also later (a lazily loaded module, Firebase's chunks).
 * A name starting `./` or `../` is the naming file's neighbour; `/x` is at the origin's root; `assets/x`
 * (Vite's preload lists) is at the unit's base. Only a name with a build's content hash (`name-[hash].js`,
 * as Vite names every file it writes) is a file: other quoted text is not, like the `./dist/index.js` of
 * a package's own package.json that the federation runtime carries.
 */
const reference = /["'`(]((?:\.{1,2}\/|\/(?!\/)|assets\/)[\w@%.~/-]*-[\w-]{8,}\.(?:js|css|woff2?))(?=["'`)?#])/g;

export function assetReferences(text: string, fileUrl: string, base: string): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(reference)) {
    const url = new URL(name!, name!.startsWith('assets/') ? base : fileUrl);
    url.hash = '';
    found.add(url.href);
  }
  return [...found];
}

/** What a federation manifest (mf-manifest.json) names: its entry and every shared and exposed module's files. */
export function manifestFiles(manifest: unknown, manifestUrl: string): { base: string; files: string[] } | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, shared, exposes } = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    shared?: unknown;
    exposes?: unknown;
  };
  const publicPath = metaData?.publicPath;
  const base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : './', manifestUrl).href;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return null;
  const files = new Set([
    new URL(`${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href,
  ]);
  for (const module of [...(Array.isArray(shared) ? shared : []), ...(Array.isArray(exposes) ? exposes : [])]) {
    const assets = (module as { assets?: Record<string, Record<string, unknown>> }).assets ?? {};
    for (const kind of [assets.js, assets.css])
      for (const list of [kind?.sync, kind?.async])
        for (const name of Array.isArray(list) ? list : [])
          if (typeof name === 'string') files.add(new URL(name, base).href);
  }
  return { base, files: [...files] };
}
