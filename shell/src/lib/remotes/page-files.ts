/**
 * Downloads a remote page's files without running them: its remote's entry, the page's chunks, the
 * remote's share wrapper and its stylesheets, as preload links from the remote's manifest. Used for the
 * current page before React has loaded (prefetch-route.ts) and, when idle, for a likely next page
 * (prefetch-intent.ts): running a page's module can start its own requests (a data page's client), which
 * belong to a visit of that page.
 */
import { entryUrl, manifestUrl, readManifest, readRemotes } from './remotes-source.ts';

const preloaded = new Set<string>();

function preload(href: string, as: 'script' | 'style') {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  if (as === 'script') {
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous'; // module scripts are fetched in CORS mode
  } else {
    // Same credentials mode as the runtime's own <link rel=stylesheet> (no crossorigin), or the preload is wasted.
    link.rel = 'preload';
    link.as = 'style';
  }
  link.href = href;
  document.head.append(link);
}

/** Preloads the files of a page ('mf_catalogue/ProductListPage'); nothing when remotes.json does not name its remote. */
export async function preloadPageFiles(page: string): Promise<void> {
  const [remote, expose] = page.split('/');
  if (!remote || !expose) return;
  const location = (await readRemotes())[remote];
  if (!location) return;
  const manifest = await readManifest(remote);
  const entry = entryUrl(manifest, location);
  if (entry) preload(entry, 'script');
  const assets = manifest.exposes?.find((item) => item.name === expose)?.assets;
  for (const file of assets?.js?.sync ?? []) preload(manifestUrl(manifest, location, file), 'script');
  // The remote's share wrapper (it hands the page the shared React and router), which every page module
  // imports: listed among the async files and named '…__loadShare__…' by @module-federation/vite.
  for (const file of assets?.js?.async ?? [])
    if (file.includes('__loadShare__')) preload(manifestUrl(manifest, location, file), 'script');
  for (const file of assets?.css?.sync ?? []) preload(manifestUrl(manifest, location, file), 'style');
}
