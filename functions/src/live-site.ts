/**
 * The site the pages function renders for, as it is live: its shell renderer, each remote's server build
 * and stylesheets, its app.html, its database. Loaded once, then looked at again every REFRESH_MS in the
 * background (requests keep the loaded one meanwhile), so a unit released alone changes what this
 * renders within that time, with no deploy of the function.
 */
import { documentMaker, type DocumentMaker } from '@frio/tooling/site-renderer/document-maker';
import { siteOrigin } from '@frio/tooling/site-renderer/site-fetch';

/** How often the live releases are looked at again. */
export const REFRESH_MS = 30_000;

interface Site {
  maker: DocumentMaker;
  /** The public origin the documents name (the site's /site.json). */
  origin: string;
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
      return { site: { maker: await documentMaker(site, origin, codeFolder), origin }, at: Date.now() };
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
