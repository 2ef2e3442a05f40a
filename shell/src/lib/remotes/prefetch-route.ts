/**
 * Runs before React and the federation runtime, so the current page's files download in parallel with the
 * shell instead of after it. Any failure is ignored here: the normal load path reports it.
 */
import { hintPageFiles } from './page-files.ts';
import { pageFor } from '@frio/shared/routes';

export async function prefetchCurrentRoute(pathname = window.location.pathname): Promise<void> {
  const page = pageFor(pathname);
  if (page) await hintPageFiles(page, 'current');
}

prefetchCurrentRoute().catch(() => {});
