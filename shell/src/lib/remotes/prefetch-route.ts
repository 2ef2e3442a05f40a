/**
 * Runs before React and the federation runtime: reads /remotes.json and the manifest of the remote that
 * renders the current URL, and adds modulepreload links for its entry and the page's chunks, so they
 * download in parallel with the shell instead of after it. The federation setup then reuses both files
 * (remotes-source.ts). Any failure is ignored here: the normal load path reports it.
 */
import { entryUrl, manifestUrl, readManifest, readRemotes, routeTarget } from './remotes-source.ts';

function preload(href: string, as: 'script' | 'style') {
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

export async function prefetchCurrentRoute(pathname = window.location.pathname): Promise<void> {
  const target = routeTarget(pathname);
  if (!target) return;
  const location = (await readRemotes())[target.remote];
  if (!location) return;
  const manifest = await readManifest(target.remote);
  const entry = entryUrl(manifest, location);
  if (entry) preload(entry, 'script');
  const expose = manifest.exposes?.find((item) => item.name === target.expose);
  // The page's module and what it imports (the share wrapper that hands it the shared React and router
  // included: the plugin lists that one among the async files), then what the remote's entry needs.
  // A remote built before `staticImports` existed gets its sync files only.
  const scripts = new Set([...(expose?.staticImports ?? []), ...(expose?.assets?.js?.sync ?? [])]);
  for (const file of scripts) preload(manifestUrl(manifest, location, file), 'script');
  for (const file of expose?.assets?.css?.sync ?? []) preload(manifestUrl(manifest, location, file), 'style');
}

prefetchCurrentRoute().catch(() => {});
