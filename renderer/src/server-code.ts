/**
 * The server code a site serves (the shell's `server/render.js`, each remote's `server/pages.js`), run in
 * this process. Each module is written to a file named after its content and imported from there: a
 * release that changes it gives a new file, one that does not reuses the loaded module.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A folder to run server code from whose bare imports (`react`, `react-dom/static`, the router) resolve
 * to the packages installed in `modules` (a node_modules folder): one React for the renderer and every
 * unit. `dir` inside that node_modules resolves them already; elsewhere (a function's /tmp) the folder
 * gets a `node_modules` link to it.
 */
export function serverCodeFolder(dir: string, modules: string): string {
  mkdirSync(dir, { recursive: true });
  const inside = path.relative(modules, dir);
  const link = path.join(dir, 'node_modules');
  if ((inside.startsWith('..') || path.isAbsolute(inside)) && !existsSync(link)) {
    try {
      symlinkSync(modules, link, 'dir');
    } catch (error) {
      // Two loads racing to make the same link: the other one made it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return dir;
}

/** A server module the site serves (`…/server/pages.js`), imported from `folder` (serverCodeFolder). */
export async function importServerCode(url: string, name: string, folder: string): Promise<unknown> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !/javascript/.test(type))
    throw new Error(`${url}: no es un build de servidor (HTTP ${response.status}, ${type}); corré pnpm build`);
  const code = await response.text();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(folder, `${name}-${hash}.js`);
  if (!existsSync(file)) writeFileSync(file, code);
  return import(pathToFileURL(file).href);
}
