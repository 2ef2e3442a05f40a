/**
 * Runs before React and the federation runtime: reads /remotes.json and the manifest of the remote that
 * renders the current URL, and adds modulepreload links for its entry and the page's chunks, so they
 * download in parallel with the shell instead of after it. Touches: /remotes.json, one mf-manifest.json.
 * Any failure is ignored: the normal load path reports it.
 */
import { pageFor } from '../../app/page-table.ts';

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: ManifestAssets }>;
}

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
  const page = pageFor(pathname);
  if (!page) return;
  const [remote, expose] = page.split('/');
  const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  const manifestUrl = remote ? remotes[remote] : undefined;
  if (!manifestUrl || !manifestUrl.endsWith('.json')) return;
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const base = manifest.metaData?.publicPath ?? new URL('.', manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preload(new URL(`${entry.path ?? ''}${entry.name}`, base).href, 'script');
  const assets = manifest.exposes?.find((item) => item.name === expose)?.assets;
  for (const file of assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
  for (const file of assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
}

prefetchCurrentRoute().catch(() => {});
