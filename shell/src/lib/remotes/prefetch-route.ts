/**
 * Runs before React and the federation runtime: reads /remotes.json and the manifest of the remote that
 * renders the current URL, and adds modulepreload links for its entry and the page's chunks, so they
 * download in parallel with the shell instead of after it. The federation setup then reuses both files
 * (remotes-source.ts). Any failure is ignored here: the normal load path reports it.
 */
import { hintPageFiles } from './page-files.ts';
import { pageFor } from '@frio/shared/routes';

export async function prefetchCurrentRoute(pathname = window.location.pathname): Promise<void> {
  const page = pageFor(pathname);
  if (page) await hintPageFiles(page, 'current');
}

prefetchCurrentRoute().catch(() => {});
