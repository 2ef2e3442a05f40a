/**
 * Runs the server code a site serves in this process. Each module is written to a file named after its
 * content: a release that changes it gives a new file, one that does not reuses the loaded module.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A folder whose bare imports (`react`, the router) resolve to `modules` (a node_modules folder), so the
 * renderer and every unit share one React. Outside it (a function's /tmp) the folder gets a link to it.
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

/** `folder` comes from serverCodeFolder. */
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
