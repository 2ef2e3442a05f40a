/**
 * A page's document, made in Node with the code the site serves (the shell's `server/render.js`, each
 * unit's `server/pages.js`), so it matches the live release. Used by the prerender and the pages function.
 */
import { documentTemplate } from './prerender-document.ts';
import { pageFor } from '@frio/shared/routes';
import { databaseOf, restRead, type PublicRead } from './database.ts';
import { earlyCountTag } from './app-start.ts';
import { importServerCode } from './server-code.ts';
import { readText } from './site-fetch.ts';
import { stylesheetText } from './stylesheets.ts';
import { markupClasses, usedRulesOf } from './used-css.ts';

/** shell/src/server/render.tsx's renderPage (its types stay out of this build). */
type RenderPage = (
  url: string,
  options: { origin: string; read: PublicRead; unit: (remote: string) => Promise<unknown> },
) => Promise<Rendered & { html: string }>;

export interface Rendered {
  status: number;
  /** The page's own address when the unit names one (another address of the page is a 301 to it). */
  canonical?: string;
}

function once<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key) => {
    if (!loads.has(key)) loads.set(key, load(key));
    return loads.get(key)!;
  };
}

interface Remotes {
  [federationName: string]: string;
}
interface Manifest {
  metaData: { publicPath: string };
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

function manifestReader(site: string): (remote: string) => Promise<Manifest> {
  const remotes = once(async () => JSON.parse(await readText(new URL('/remotes.json', site).href)) as Remotes);
  return once(async (remote) => {
    const manifestUrl = (await remotes(''))[remote];
    if (!manifestUrl) throw new Error(`${remote}: not in /remotes.json`);
    return JSON.parse(await readText(new URL(manifestUrl, site).href)) as Manifest;
  });
}

/** The stylesheets of a page's remote module, in the order the browser's links come in. */
async function pageStylesheets(manifest: Manifest, page: string): Promise<Array<{ href: string; css: string }>> {
  const name = page.slice(page.indexOf('/') + 1);
  const exposed = manifest.exposes.find((entry) => entry.name === name);
  if (!exposed) throw new Error(`${page}: not exposed by its manifest`);
  const hrefs = [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])]
    .map((file) => new URL(file, manifest.metaData.publicPath).href)
    .sort();
  return Promise.all(hrefs.map(async (href) => ({ href, css: await stylesheetText(href) })));
}

export interface DocumentMaker {
  /** The document of `url`, its status (404: the page says so) and the page's own address. */
  document(url: string): Promise<Rendered & { text: string }>;
  read: PublicRead;
  /** The bare shell (app.html) as the site serves it: the app starts in it without a server render. */
  bare?: string;
}

/**
 * Makes documents for the site at `site`, naming `origin`. The site's code and config are read once: a
 * new release needs a new maker. `localDatabaseUrl` is read when the site names no database.
 */
export async function documentMaker(
  site: string,
  origin: string,
  codeFolder: string,
  localDatabaseUrl?: string,
): Promise<DocumentMaker> {
  // React's production build, for the renderer and every unit it loads (they share one copy).
  process.env.NODE_ENV = 'production';
  const [renderer, database, template] = await Promise.all([
    importServerCode(new URL('/server/render.js', site).href, 'shell', codeFolder) as Promise<{
      renderPage: RenderPage;
    }>,
    databaseOf(site, localDatabaseUrl),
    readText(new URL('/app.html', site).href),
  ]);
  const read = restRead(database.url);
  const compose = documentTemplate(template, origin);
  const manifestOf = manifestReader(site);
  const unit = once(async (remote) =>
    importServerCode(
      new URL('server/pages.js', (await manifestOf(remote)).metaData.publicPath).href,
      remote,
      codeFolder,
    ),
  );
  const stylesOf = once(async (page) => pageStylesheets(await manifestOf(page.slice(0, page.indexOf('/'))), page));
  const reduce = usedRulesOf();
  return {
    read,
    bare: template,
    async document(url) {
      const page = pageFor(new URL(url, origin).pathname);
      const [{ html, ...rendered }, stylesheets] = await Promise.all([
        renderer.renderPage(url, { origin, read, unit }),
        page ? stylesOf(page) : [],
      ]);
      // Where a tap on a WhatsApp link counts before the app has started: not on the 404 document,
      // served for any address (the app counts those taps, under the address's own key).
      const early = database.restWrites && rendered.status !== 404 ? earlyCountTag(database.url, url) : '';
      const used = markupClasses(html);
      const inline = stylesheets
        .map((sheet) => ({ href: sheet.href, css: reduce(sheet, used) }))
        .filter((sheet) => sheet.css.length > 0);
      return { ...rendered, text: compose({ html, stylesheets: inline, headTags: early }) };
    },
  };
}
