/**
 * The files a document, script or stylesheet names, as absolute addresses, so the saved catalogue holds
 * what a page loads, also later (a lazy module, Firebase's chunks, a slide's picture). `assets/x` (Vite's
 * preload lists) is at the unit's base; `http://…` counts on the file's or the unit's origin only (a build
 * with an absolute base names its pictures so). Only a name with a content hash (`name-[hash].js`) is a
 * file: not the `./dist/index.js` the federation runtime carries. A picture counts only in a build's
 * `assets/`: a product's photo is not the site's.
 */
const reference =
  /["'`(]((?:https?:\/\/[\w.:-]+\/|\.{1,2}\/|\/(?!\/)|assets\/)[\w@%.~/-]*-[\w-]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif))(?=["'`)?#])/g;
const script = /\.(?:js|css|woff2?)$/;

export function assetReferences(text: string, fileUrl: string, base: string): string[] {
  const found = new Set<string>();
  const origins = [new URL(fileUrl).origin, new URL(base).origin];
  for (const [, name] of text.matchAll(reference)) {
    const url = new URL(name!, name!.startsWith('assets/') ? base : fileUrl);
    url.hash = '';
    if (!origins.includes(url.origin)) continue;
    if (!script.test(url.pathname) && !url.pathname.includes('/assets/')) continue;
    found.add(url.href);
  }
  return [...found];
}

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
