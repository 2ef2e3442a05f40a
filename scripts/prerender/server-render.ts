/**
 * A page's document, made in Node: the server renderer (the shell's `server/render.js`) renders the app
 * for the path with each page from its unit's `server/pages.js`, all as the site serves them (the live
 * release of each unit); the document around it is the bare shell (app.html) with the page's head tags
 * and its remote's stylesheets inline (tooling/src/prerender-document.ts). No browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate } from '../../tooling/src/prerender-document.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { pageFor } from '@frio/shared/routes';
import { root } from '../units-server.ts';
import { readText } from './site-fetch.ts';
import { stylesheetText } from './stylesheets.ts';

/** One public path of the database, its JSON value (shell/src/server/render.tsx's PublicRead). */
type PublicRead = (path: string) => Promise<unknown>;
/** shell/src/server/render.tsx's renderPage, as the built module exports it (its types stay out of this build). */
type RenderPage = (
  url: string,
  options: { origin: string; read: PublicRead; unit: (remote: string) => Promise<unknown> },
) => Promise<{ html: string; status: number }>;

/**
 * Where the server code read from the site is written to run: inside the shell's node_modules, so that
 * its React and router imports resolve to one installed copy for the renderer and every unit.
 */
const serverCodeDir = path.join(root, 'shell/node_modules/.cache/frio-server');

/** A server module the site serves (`…/server/pages.js`), run from a file named after its content. */
async function importServerCode(url: string, name: string): Promise<unknown> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !/javascript/.test(type))
    throw new Error(`${url}: no es un build de servidor (HTTP ${response.status}, ${type}); corré pnpm build`);
  const code = await response.text();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(serverCodeDir, `${name}-${hash}.js`);
  mkdirSync(serverCodeDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, code);
  return import(pathToFileURL(file).href);
}

/** The shell's server renderer as the site serves it. */
async function loadRenderer(site: string): Promise<RenderPage> {
  // React's production build, for the renderer and every unit it loads (they share one copy).
  process.env.NODE_ENV = 'production';
  const module = (await importServerCode(new URL('/server/render.js', site).href, 'shell')) as {
    renderPage: RenderPage;
  };
  return module.renderPage;
}

/** `load` once per key: later calls share the first one's promise. */
function once<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key) => {
    if (!loads.has(key)) loads.set(key, load(key));
    return loads.get(key)!;
  };
}

/** Each remote's manifest as the site names it in /remotes.json, read once per run. */
function manifestReader(site: string): (remote: string) => Promise<Manifest> {
  const remotes = once(async () => JSON.parse(await readText(new URL('/remotes.json', site).href)) as Remotes);
  return once(async (remote) => {
    const manifestUrl = (await remotes(''))[remote];
    if (!manifestUrl) throw new Error(`${remote}: not in /remotes.json`);
    return JSON.parse(await readText(new URL(manifestUrl, site).href)) as Manifest;
  });
}

/** The database the site reads: its deploy-time /firebase-config.json; the local backend's when none answers. */
async function databaseUrlOf(site: string): Promise<string> {
  try {
    const response = await fetch(new URL('/firebase-config.json', site));
    const config = (await response.json()) as { firebase?: { databaseURL?: string } };
    if (config.firebase?.databaseURL) return config.firebase.databaseURL;
  } catch {
    // not served: the local backend
  }
  return localFirebaseConfig().firebase.databaseURL;
}

/**
 * Public reads over the database's REST API (`?ns=` kept), each path read once per run: the documents of
 * one run are made from one state of the catalogue. `preloaded` answers paths below it from one read.
 */
function restReader(databaseUrl: string): { read: PublicRead; preload: (dbPath: string) => Promise<void> } {
  const reads = new Map<string, Promise<unknown>>();
  const whole = new Map<string, Record<string, unknown> | null>();
  const fetchPath = async (dbPath: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${dbPath}.json`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${dbPath}: HTTP ${response.status} (${url.origin})`);
    return response.json() as Promise<unknown>;
  };
  const read: PublicRead = (dbPath) => {
    const [parent, child] = [dbPath.slice(0, dbPath.lastIndexOf('/')), dbPath.slice(dbPath.lastIndexOf('/') + 1)];
    if (whole.has(parent)) return Promise.resolve(whole.get(parent)?.[child] ?? null);
    let value = reads.get(dbPath);
    if (!value) reads.set(dbPath, (value = fetchPath(dbPath)));
    return value;
  };
  const preload = async (dbPath: string) => {
    const value = await fetchPath(dbPath);
    whole.set(dbPath, typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
  };
  return { read, preload };
}

interface Remotes {
  [federationName: string]: string;
}
interface Manifest {
  metaData: { publicPath: string };
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

/**
 * The stylesheets of a page's remote module as the site serves it (its manifest's CSS for that module),
 * in the order the browser's links come in, with their text. The document inlines them.
 */
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
  /** The document of `url` with the given extra head tags, and its status (404: the page says so). */
  document(url: string, headTags: string): Promise<{ status: number; text: string }>;
  read: PublicRead;
  preload: (dbPath: string) => Promise<void>;
}

/** Makes documents for the site at `site` (its shell, remotes and database), naming `origin`. */
export async function documentMaker(site: string, origin: string, template: string): Promise<DocumentMaker> {
  const [renderPage, databaseUrl] = await Promise.all([loadRenderer(site), databaseUrlOf(site)]);
  const { read, preload } = restReader(databaseUrl);
  const compose = documentTemplate(template, origin);
  // Each remote's manifest, server build and each page's stylesheets: read once per run.
  const manifestOf = manifestReader(site);
  const unit = once(async (remote) =>
    importServerCode(new URL('server/pages.js', (await manifestOf(remote)).metaData.publicPath).href, remote),
  );
  const stylesOf = once(async (page) => pageStylesheets(await manifestOf(page.slice(0, page.indexOf('/'))), page));
  return {
    read,
    preload,
    async document(url, headTags) {
      const page = pageFor(new URL(url, origin).pathname);
      const [rendered, stylesheets] = await Promise.all([
        renderPage(url, { origin, read, unit }),
        page ? stylesOf(page) : [],
      ]);
      const text = compose({ html: rendered.html, stylesheets, headTags });
      return { status: rendered.status, text };
    },
  };
}
