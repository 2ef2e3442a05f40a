/**
 * The files a page needs, from its remote's manifest, added to <head> as hints: `modulepreload` for the
 * current page, `prefetch` for a likely next one, which runs nothing on the main thread
 * (docs/architecture.md, "Moving between pages and the first load").
 */
import { entryUrl, manifestUrl, readManifest, readRemotes } from './remotes-source.ts';

export type PageWhen = 'current' | 'next';

/** Read once per page's hints, not once per file. */
const linkedHrefs = () =>
  new Set(Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[href]'), (link) => link.href));

function hint(href: string, as: 'script' | 'style', when: PageWhen): HTMLLinkElement {
  const link = document.createElement('link');
  if (when === 'next') link.rel = 'prefetch';
  else if (as === 'script') link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = 'style';
  }
  // Module scripts are fetched in CORS mode; a stylesheet keeps the runtime's own <link rel=stylesheet>'s
  // credentials mode (no crossorigin). Otherwise the hint is wasted.
  if (as === 'script') link.crossOrigin = 'anonymous';
  link.href = href;
  return link;
}

/**
 * A few hints per task: inserting one is about 5 ms of a phone's main thread (Chromium at 4× CPU
 * slowdown), and a page's twenty-odd in one task were one long task while the page started.
 */
const HINTS_PER_TASK = 4;

function appendInTurns(links: HTMLLinkElement[]): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      document.head.append(...links.splice(0, HINTS_PER_TASK));
      if (links.length > 0) setTimeout(next);
      else resolve();
    };
    next();
  });
}

/** Adds the hints for a page ('mf_content/NosotrosPage'). */
export async function hintPageFiles(page: string, when: PageWhen): Promise<void> {
  const [remote, expose] = page.split('/');
  if (!remote || !expose) return;
  const location = (await readRemotes())[remote];
  if (!location) return;
  const manifest = await readManifest(remote);
  const entry = entryUrl(manifest, location);
  const files = manifest.exposes?.find((item) => item.name === expose);
  // `staticImports` includes the share wrapper that hands the page the shared React and router (the plugin
  // lists it among the async files). A remote built before `staticImports` existed gets its sync files only.
  const scripts = new Set([...(files?.staticImports ?? []), ...(files?.assets?.js?.sync ?? [])]);
  const wanted: Array<readonly [string, 'script' | 'style']> = [
    ...(entry ? [[entry, 'script'] as const] : []),
    ...[...scripts].map((file) => [manifestUrl(manifest, location, file), 'script'] as const),
    ...(files?.assets?.css?.sync ?? []).map((file) => [manifestUrl(manifest, location, file), 'style'] as const),
  ];
  const linked = linkedHrefs();
  await appendInTurns(
    [...new Map(wanted)].filter(([href]) => !linked.has(href)).map(([href, as]) => hint(href, as, when)),
  );
}
