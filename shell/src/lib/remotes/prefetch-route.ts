/**
 * Runs before React and the federation runtime: reads /remotes.json and the manifest of the remote that
 * renders the current URL, and preloads its entry and the page's chunks (page-files.ts), so they
 * download in parallel with the shell instead of after it. The federation setup then reuses both files
 * (remotes-source.ts). Any failure is ignored here: the normal load path reports it.
 */
import { pageFor } from './page-table.ts';
import { preloadPageFiles } from './page-files.ts';

const page = pageFor(window.location.pathname);
if (page) preloadPageFiles(page).catch(() => {});
