/**
 * The build-time documents, written into the shell's output by the server renderer: every route not made
 * on request, the 404 and robots.txt. The catalogue's pages and the sitemap are the pages function's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeBrotliCopy } from '../../tooling/src/brotli.ts';
import { documentFile, documentPaths, notFoundFile } from '@frio/renderer/site-documents';
import { documentMaker } from '@frio/renderer/document-maker';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { serverCodeFolder } from '@frio/renderer/server-code';
import { siteOrigin } from '@frio/renderer/site-fetch';
import { robotsTxt } from '@frio/renderer/sitemap';
import { root } from '../units-server.ts';

/** A path no route has: its render is the 404 page. */
const notFoundProbe = '/__pagina-inexistente__';

/** Server code runs from inside the shell's node_modules, so its React imports find the shell's React. */
const shellModules = path.join(root, 'shell/node_modules');

function write(outDir: string, file: string, text: string) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  writeBrotliCopy(target);
}

export async function prerenderSite({ site, origin, outDir }: { site: string; origin?: string; outDir: string }) {
  const publicOrigin = await siteOrigin(site, origin);
  const folder = serverCodeFolder(path.join(shellModules, '.cache/frio-server'), shellModules);
  const maker = await documentMaker(site, publicOrigin, folder, localFirebaseConfig().firebase.databaseURL);
  const failures: string[] = [];
  const jobs = [
    ...documentPaths().map((route) => ({ route, file: documentFile(route) })),
    { route: notFoundProbe, file: notFoundFile },
  ];
  for (const job of jobs) {
    try {
      const { text } = await maker.document(job.route);
      write(outDir, job.file, text);
      console.log(`prerender ${job.route.padEnd(36)} → ${job.file}`);
    } catch (error) {
      failures.push(`${job.route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  write(outDir, 'robots.txt', robotsTxt(publicOrigin));
  // A route that failed keeps its previous document (or none: hosting then serves the bare shell).
  if (failures.length > 0) throw new Error(`prerender failed for:\n${failures.join('\n')}`);
}
