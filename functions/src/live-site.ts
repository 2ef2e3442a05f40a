/**
 * The site as it is live, reloaded every REFRESH_MS in the background, so a unit released alone changes
 * what the function renders with no deploy of the function.
 */
import { documentMaker, type DocumentMaker } from '@frio/renderer/document-maker';
import { readBytes, readText, siteOrigin } from '@frio/renderer/site-fetch';

export const REFRESH_MS = 30_000;

export interface Site {
  maker: DocumentMaker;
  /** From the site's /site.json. */
  origin: string;
  /** The business's mark as the site serves it (/favicon.svg), for the product images. */
  mark: string;
  /** A file of the live site (a family's link-preview image). */
  file(path: string): Promise<Buffer>;
}

export interface LiveSite {
  current(): Promise<Site>;
}

export function liveSite(site: string, codeFolder: string, refreshMs = REFRESH_MS): LiveSite {
  let loaded: { site: Site; at: number } | undefined;
  let loading: Promise<{ site: Site; at: number }> | undefined;
  const load = () => {
    loading ??= (async () => {
      const origin = await siteOrigin(site, undefined);
      const [maker, mark] = await Promise.all([
        documentMaker(site, origin, codeFolder),
        readText(new URL('/favicon.svg', site).href),
      ]);
      const file = (path: string) => readBytes(new URL(path, site).href);
      return { site: { maker, origin, mark, file }, at: Date.now() };
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    async current() {
      if (!loaded) loaded = await load();
      else if (Date.now() - loaded.at > refreshMs && !loading) {
        const stale = loaded;
        load().then(
          (fresh) => {
            loaded = fresh;
          },
          (error: unknown) => {
            // Keep rendering with what is loaded; try again after another interval.
            stale.at = Date.now();
            console.error(`pages: no pude releer ${site}: ${error instanceof Error ? error.message : error}`);
          },
        );
      }
      return loaded.site;
    },
  };
}
